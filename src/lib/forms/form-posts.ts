/**
 * A form an island posts without JavaScript (Post/Redirect/Get): the page whose action takes it
 * and, where that page takes several forms, the intent it names there (`src/server/forms/intents/`).
 */
export interface FormPost {
  readonly action: string;
  readonly intent?: string;
}

/** Pages that take several forms, where each form's action sends the shopper back. */
export const SHIPPING_STEP = '/checkout/shipping';
export const PAYMENT_STEP = '/checkout/payment';
export const ADDRESS_BOOK = '/account/addresses';

/** The forms a page takes, one per intent its action declares, by intent. */
function postsTo<const I extends string>(
  action: string,
  intents: readonly I[],
): Readonly<Record<I, FormPost>> {
  const posts = {} as Record<I, FormPost>;
  for (const intent of intents) posts[intent] = { action, intent };
  return posts;
}

/** Checkout step 2: a saved address, a new one, a carrier. */
export const SHIPPING_POSTS = postsTo(SHIPPING_STEP, ['saved', 'address', 'carrier']);
/** Checkout step 3: a coupon applied or removed, a gift card, the order placed. */
export const PAYMENT_POSTS = postsTo(PAYMENT_STEP, ['coupon', 'coupon-remove', 'gift', 'place']);
/** The address book: an address saved, made the default, deleted. */
export const ADDRESS_POSTS = postsTo(ADDRESS_BOOK, ['save', 'default', 'delete']);

/** Pages of one form, which names no intent: the guest's e-mail, the profile, the password. */
export const EMAIL_POST: FormPost = { action: '/checkout/identification' };
export const PROFILE_POST: FormPost = { action: '/account/profile' };
export const PASSWORD_POST: FormPost = { action: '/account/security' };
