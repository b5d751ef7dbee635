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

/** A form's row in FORM_LIMITS: the attempts per client and per target, both over one window. */
type FormLimitRow = Pick<FormLimit, 'givesBackOnSuccess'> & {
  perClient: number;
  perTarget: number;
  windowSeconds: number;
  /** False unless said (FormLimit.targetPerClient). */
  targetPerClient?: boolean;
};

/** The rows as limits, each named by its key in kebab case (`resetEmail` → `reset-email`). */
function formLimits<K extends string>(rows: Record<K, FormLimitRow>): Record<K, FormLimit> {
  const entries = Object.entries<FormLimitRow>(rows).map(([key, row]) => {
    const { perClient, perTarget, windowSeconds, targetPerClient = false, givesBackOnSuccess } = row;
    const limit: FormLimit = {
      name: key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      perClient: { points: perClient, durationSeconds: windowSeconds },
      perTarget: { points: perTarget, durationSeconds: windowSeconds },
      targetPerClient,
      givesBackOnSuccess,
    };
    return [key, limit];
  });
  return Object.fromEntries(entries) as Record<K, FormLimit>;
}

/** Every form the shop limits, by what it does. */
export const FORM_LIMITS = formLimits({
  /** Failed logins: per client, whatever the e-mails; per account, from anywhere (the API's 5 a minute stays). */
  login: { perClient: 20, perTarget: 10, windowSeconds: 15 * MINUTE, givesBackOnSuccess: true },
  /** Registrations (each mails a link): per client and per e-mail address. */
  register: { perClient: 5, perTarget: 3, windowSeconds: HOUR, givesBackOnSuccess: false },
  /** Reset links asked for (each an e-mail): as the API counts them. */
  resetEmail: { perClient: 10, perTarget: 3, windowSeconds: HOUR, givesBackOnSuccess: false },
  /** New passwords set with an e-mailed secret that did not work. */
  resetSecret: { perClient: 10, perTarget: 5, windowSeconds: 15 * MINUTE, givesBackOnSuccess: true },
  /** Failed guest order lookups: per client, and per client and order (never per order alone). */
  guestLookup: {
    perClient: 10,
    perTarget: 5,
    windowSeconds: 15 * MINUTE,
    targetPerClient: true,
    givesBackOnSuccess: true,
  },
  /** Coupon codes that did not apply: per client, and per code from anywhere. */
  coupon: { perClient: 10, perTarget: 30, windowSeconds: 15 * MINUTE, givesBackOnSuccess: true },
  /** Gift-card requests (each a message to a mobile): per client and per mobile. */
  giftCard: { perClient: 10, perTarget: 3, windowSeconds: HOUR, givesBackOnSuccess: false },
});
