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

/**
 * A browser's first calls can race, each without a session yet (a page's cart read and a plain form
 * the shop forwards): each would start a session of its own, and the cookie answered last would win,
 * dropping what the other saved. The browser names its first visit with a random key, sent with the
 * call that starts its session (`GET /sanctum/csrf-cookie`); the API gives every start with the same
 * key, for a short while, the same guest session. The shop's server sends the key from the cookie.
 */
export const SESSION_CLAIM_HEADER = 'X-Session-Claim';
/** The first-party cookie that keeps the browser's claim key (set by the page's API client). */
export const SESSION_CLAIM_COOKIE = 'shop_session_claim';
/** A claim key: 128 bits or more, base64url or hex (what `crypto.randomUUID` without dashes gives). */
export const SESSION_CLAIM_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
