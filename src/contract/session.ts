import * as z from 'zod/mini';
// zod set up for the contract before any schema is built (jitless: see zod.ts).
import './zod.ts';

/** The cookie consent the shop stores on the guest session (`default`: everything accepted). */
export const SessionConsent = z.object({
  default: z.boolean(),
  analytics: z.optional(z.boolean()),
  marketing: z.optional(z.boolean()),
});
export type SessionConsent = z.infer<typeof SessionConsent>;

/** The guest's tracking data, sent once the analytics client id is known (spec §7). */
export const SessionUserData = z.object({
  tracking: z.optional(z.object({ gid: z.string() })),
  technology: z.optional(z.object({ javascript: z.boolean() })),
});
export type SessionUserData = z.infer<typeof SessionUserData>;

/** Body of `PUT api/store-front/session/data`: merged into the guest session. */
export const SessionDataRequest = z.object({
  consent: z.optional(SessionConsent),
  userData: z.optional(SessionUserData),
});
export type SessionDataRequest = z.infer<typeof SessionDataRequest>;

/** `PUT api/store-front/session/data` → `{data}`: what the session holds after the merge. */
export const SessionData = SessionDataRequest;
export type SessionData = SessionDataRequest;

// The session claim's names, apart (no zod) for code that sends them before the schemas load.
export { SESSION_CLAIM_COOKIE, SESSION_CLAIM_HEADER, SESSION_CLAIM_PATTERN } from './session-claim.ts';
