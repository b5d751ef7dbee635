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
