import { invalidField } from './http/errors.ts';

/**
 * The sandbox's abuse limits: how many attempts a key may make within a sliding window. Every
 * number has a name here; tests and the operator route `/__sandbox/limits` may shorten a window
 * (an end-to-end test cannot wait fifteen minutes), never the code.
 */
export interface SandboxLimits {
  /**
   * Failed guest order lookups (orders/guest-lookup.ts), counted per client and order, per contact
   * value and per client (an address, an IPv6 client's /64): never per order alone.
   */
  guestLookup: { perClientOrder: number; perContact: number; perClient: number; windowSeconds: number };
  /** Password-reset e-mails asked for (routes/auth.ts), per e-mail address and per client address. */
  passwordReset: { perEmail: number; perClient: number; windowSeconds: number };
  /** "Someone tried to register with your e-mail" messages, per e-mail address. */
  registrationNotice: { perEmail: number; windowSeconds: number };
  /** Registrations asked for (each an e-mail), per client. */
  registration: { perClient: number; windowSeconds: number };
  /** Failed logins per client, whatever the e-mails (Laravel's 5 a minute per e-mail stays beside it). */
  login: { perClient: number; windowSeconds: number };
  /** Coupon codes that did not apply, per client. */
  coupon: { perClient: number; windowSeconds: number };
  /** Gift-card requests (each a message to a mobile), per client and per mobile. */
  giftCard: { perClient: number; perMobile: number; windowSeconds: number };
}

/** Failed lookups of one order by one client before that client (only) is refused it for the window. */
export const GUEST_LOOKUP_PER_CLIENT_ORDER = 5;
/** Failed lookups with one e-mail or phone, whatever the order. */
export const GUEST_LOOKUP_PER_CONTACT = 5;
/** Failed lookups from one client address, with or without cookies. */
export const GUEST_LOOKUP_PER_CLIENT = 10;
export const GUEST_LOOKUP_WINDOW_SECONDS = 15 * 60;
/** Reset e-mails per address: a reset link voids the previous one, so three an hour are plenty. */
export const PASSWORD_RESET_PER_EMAIL = 3;
export const PASSWORD_RESET_PER_CLIENT = 10;
export const PASSWORD_RESET_WINDOW_SECONDS = 60 * 60;
/** Registration notices per address: a victim's inbox must not be floodable through the form. */
export const REGISTRATION_NOTICE_PER_EMAIL = 3;
export const REGISTRATION_NOTICE_WINDOW_SECONDS = 60 * 60;
/** Registrations per client: a form that sends e-mails must not become a way to flood inboxes. */
export const REGISTRATION_PER_CLIENT = 20;
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;
/** Failed logins per client, with any e-mails: 30 logins with different e-mails are refused. */
export const LOGIN_PER_CLIENT = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Coupon codes that did not apply, per client. */
export const COUPON_PER_CLIENT = 10;
export const COUPON_WINDOW_SECONDS = 15 * 60;
/** Gift-card requests per client and per mobile. */
export const GIFT_CARD_PER_CLIENT = 10;
export const GIFT_CARD_PER_MOBILE = 3;
export const GIFT_CARD_WINDOW_SECONDS = 60 * 60;

export function defaultLimits(): SandboxLimits {
  return {
    guestLookup: {
      perClientOrder: GUEST_LOOKUP_PER_CLIENT_ORDER,
      perContact: GUEST_LOOKUP_PER_CONTACT,
      perClient: GUEST_LOOKUP_PER_CLIENT,
      windowSeconds: GUEST_LOOKUP_WINDOW_SECONDS,
    },
    passwordReset: {
      perEmail: PASSWORD_RESET_PER_EMAIL,
      perClient: PASSWORD_RESET_PER_CLIENT,
      windowSeconds: PASSWORD_RESET_WINDOW_SECONDS,
    },
    registrationNotice: {
      perEmail: REGISTRATION_NOTICE_PER_EMAIL,
      windowSeconds: REGISTRATION_NOTICE_WINDOW_SECONDS,
    },
    registration: { perClient: REGISTRATION_PER_CLIENT, windowSeconds: REGISTRATION_WINDOW_SECONDS },
    login: { perClient: LOGIN_PER_CLIENT, windowSeconds: LOGIN_WINDOW_SECONDS },
    coupon: { perClient: COUPON_PER_CLIENT, windowSeconds: COUPON_WINDOW_SECONDS },
    giftCard: {
      perClient: GIFT_CARD_PER_CLIENT,
      perMobile: GIFT_CARD_PER_MOBILE,
      windowSeconds: GIFT_CARD_WINDOW_SECONDS,
    },
  };
}

/** The largest count or window a setting takes (a day, a million attempts). */
const MAX_SETTING = { count: 1_000_000, windowSeconds: 24 * 60 * 60 } as const;

/**
 * `limits` with the values of a `PUT /__sandbox/limits` body (or the `limits` option) merged in:
 * `{guestLookup?: {perClientOrder?, …, windowSeconds?}, passwordReset?: {…}, login?: {…}, …}`.
 * Every value a positive integer; anything else a 422 naming it.
 */
export function mergeLimits(limits: SandboxLimits, body: Record<string, unknown>): SandboxLimits {
  const merged = structuredClone(limits);
  for (const [area, values] of Object.entries(body)) {
    if (!Object.hasOwn(merged, area)) throw invalidField(area, `${area} no es un límite conocido.`);
    if (typeof values !== 'object' || values === null || Array.isArray(values))
      throw invalidField(area, `${area} debe ser un objeto.`);
    const target = merged[area as keyof SandboxLimits] as Record<string, number>;
    for (const [name, value] of Object.entries(values)) {
      const key = `${area}.${name}`;
      if (!Object.hasOwn(target, name)) throw invalidField(key, `${key} no es un límite conocido.`);
      const max = name === 'windowSeconds' ? MAX_SETTING.windowSeconds : MAX_SETTING.count;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
        throw invalidField(key, `${key} debe ser un entero entre 1 y ${max}.`);
      target[name] = value;
    }
  }
  return merged;
}
