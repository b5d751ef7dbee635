import * as z from 'zod';

/** The cookie consent the shop stores on the guest session (`default`: everything accepted). */
export const SessionConsent = z.object({
  default: z.boolean(),
  analytics: z.boolean().optional(),
  marketing: z.boolean().optional(),
});
export type SessionConsent = z.infer<typeof SessionConsent>;

/** The guest's tracking data, sent once the analytics client id is known (spec §7). */
export const SessionUserData = z.object({
  tracking: z.object({ gid: z.string() }).optional(),
  technology: z.object({ javascript: z.boolean() }).optional(),
});
export type SessionUserData = z.infer<typeof SessionUserData>;

/** Body of `PUT api/store-front/session/data`: merged into the guest session. */
export const SessionDataRequest = z.object({
  consent: SessionConsent.optional(),
  userData: SessionUserData.optional(),
});
export type SessionDataRequest = z.infer<typeof SessionDataRequest>;

/** `PUT api/store-front/session/data` → `{data}`: what the session holds after the merge. */
export const SessionData = SessionDataRequest;
export type SessionData = SessionDataRequest;
