/** How many attempts a key may make in a window (seconds), as rate-limiter-flexible counts them. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/**
 * One form's limit (src/server/README.md, "Form limits"): every attempt counts against the client (its address, an
 * IPv6 client's /64) and against the target it names (the e-mail, the code, the order); past either
 * the form answers 429 with Retry-After. A form that checks a secret gives its attempt back when
 * the secret was right, so only failures add up; a form that sends an e-mail never does.
 */
export interface FormLimit {
  /** The limit's name in its keys (`mt:login:client:…`): never reused by another form. */
  name: string;
  perClient: LimitRule;
  perTarget: LimitRule;
  /** True for a target counted per client (the guest lookup's order): a third party cannot lock it. */
  targetPerClient: boolean;
  /** True when a right secret gives the attempt back (login, lookups); false for e-mails sent. */
  givesBackOnSuccess: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Failed logins: per client, whatever the e-mails; per account, from anywhere (the API's 5 a minute stays). */
export const LOGIN_PER_CLIENT = 20;
export const LOGIN_PER_EMAIL = 10;
export const LOGIN_WINDOW_SECONDS = 15 * MINUTE;
/** Registrations (each mails a link): per client and per e-mail address. */
export const REGISTER_PER_CLIENT = 5;
export const REGISTER_PER_EMAIL = 3;
export const REGISTER_WINDOW_SECONDS = HOUR;
/** Reset links asked for (each an e-mail): as the API counts them. */
export const RESET_EMAIL_PER_CLIENT = 10;
export const RESET_EMAIL_PER_EMAIL = 3;
export const RESET_EMAIL_WINDOW_SECONDS = HOUR;
/** New passwords set with an e-mailed secret that did not work. */
export const RESET_SECRET_PER_CLIENT = 10;
export const RESET_SECRET_PER_SECRET = 5;
export const RESET_SECRET_WINDOW_SECONDS = 15 * MINUTE;
/** Failed guest order lookups: per client, and per client and order (never per order alone). */
export const GUEST_LOOKUP_PER_CLIENT = 10;
export const GUEST_LOOKUP_PER_CLIENT_ORDER = 5;
export const GUEST_LOOKUP_WINDOW_SECONDS = 15 * MINUTE;
/** Coupon codes that did not apply: per client, and per code from anywhere. */
export const COUPON_PER_CLIENT = 10;
export const COUPON_PER_CODE = 30;
export const COUPON_WINDOW_SECONDS = 15 * MINUTE;
/** Gift-card requests (each a message to a mobile): per client and per mobile. */
export const GIFT_CARD_PER_CLIENT = 10;
export const GIFT_CARD_PER_MOBILE = 3;
export const GIFT_CARD_WINDOW_SECONDS = HOUR;

const rule = (points: number, durationSeconds: number): LimitRule => ({ points, durationSeconds });

/** Every form the shop limits, by what it does. */
export const FORM_LIMITS = {
  login: {
    name: 'login',
    perClient: rule(LOGIN_PER_CLIENT, LOGIN_WINDOW_SECONDS),
    perTarget: rule(LOGIN_PER_EMAIL, LOGIN_WINDOW_SECONDS),
    targetPerClient: false,
    givesBackOnSuccess: true,
  },
  register: {
    name: 'register',
    perClient: rule(REGISTER_PER_CLIENT, REGISTER_WINDOW_SECONDS),
    perTarget: rule(REGISTER_PER_EMAIL, REGISTER_WINDOW_SECONDS),
    targetPerClient: false,
    givesBackOnSuccess: false,
  },
  resetEmail: {
    name: 'reset-email',
    perClient: rule(RESET_EMAIL_PER_CLIENT, RESET_EMAIL_WINDOW_SECONDS),
    perTarget: rule(RESET_EMAIL_PER_EMAIL, RESET_EMAIL_WINDOW_SECONDS),
    targetPerClient: false,
    givesBackOnSuccess: false,
  },
  resetSecret: {
    name: 'reset-secret',
    perClient: rule(RESET_SECRET_PER_CLIENT, RESET_SECRET_WINDOW_SECONDS),
    perTarget: rule(RESET_SECRET_PER_SECRET, RESET_SECRET_WINDOW_SECONDS),
    targetPerClient: false,
    givesBackOnSuccess: true,
  },
  guestLookup: {
    name: 'guest-lookup',
    perClient: rule(GUEST_LOOKUP_PER_CLIENT, GUEST_LOOKUP_WINDOW_SECONDS),
    perTarget: rule(GUEST_LOOKUP_PER_CLIENT_ORDER, GUEST_LOOKUP_WINDOW_SECONDS),
    targetPerClient: true,
    givesBackOnSuccess: true,
  },
  coupon: {
    name: 'coupon',
    perClient: rule(COUPON_PER_CLIENT, COUPON_WINDOW_SECONDS),
    perTarget: rule(COUPON_PER_CODE, COUPON_WINDOW_SECONDS),
    targetPerClient: false,
    givesBackOnSuccess: true,
  },
  giftCard: {
    name: 'gift-card',
    perClient: rule(GIFT_CARD_PER_CLIENT, GIFT_CARD_WINDOW_SECONDS),
    perTarget: rule(GIFT_CARD_PER_MOBILE, GIFT_CARD_WINDOW_SECONDS),
    targetPerClient: false,
    givesBackOnSuccess: false,
  },
} as const satisfies Record<string, FormLimit>;
