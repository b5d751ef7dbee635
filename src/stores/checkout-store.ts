import { atom, type WritableAtom } from 'nanostores';
import { bindActions } from './bind-actions';
import { optionalRead } from '../api/optional-read';
import type { ApiClient } from '../api/client';
import { toApiError } from '../api/api-error';
import { type ToastSpec, toastForFailure } from '../api/errors';
import { fieldErrorsOf } from '../api/field-errors';
import type { Cart } from '@shop/contract/cart';
import type {
  AvailableCarrier,
  Carrier,
  Checkout,
  CheckoutChanges,
  PaymentMethodCode,
} from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import { es } from '../i18n/es';
import { isSpanishPostalCode } from '../lib/account/address-rules';

/** The checkout as its islands show it; each island renders the server's copy until it is seeded. */
export interface CheckoutView {
  checkout: Checkout | null;
  /** The cart in checkout (`checkout_b2c`): the summary's lines and totals, its shipping the carrier's. */
  summary: Cart | null;
  /** The carriers that deliver to `carriersFor`, priced for the cart. */
  carriers: (Carrier | AvailableCarrier)[];
  carriersFor: string | null;
  /** The carrier the shopper picked: kept while the carriers change, as long as it is offered. */
  carrierId: number | null;
  /** The call running, which disables what would race it. */
  busy: 'carriers' | 'shipping' | 'coupon' | 'contact' | 'gift' | 'place' | null;
}

/** How a form's call ended: done, or the API's Spanish messages by field (none: a toast said why). */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

export interface CheckoutStoreOptions {
  /** The API client, loaded with the first call (lazy-api.ts). */
  api(): Promise<ApiClient>;
  notify(toast: ToastSpec): void;
  /** The API answered the cart after a coupon change: the page's and other tabs' carts take it. */
  onCart(cart: Cart): void;
}

/** The checkout before anything is known: what an island shows until its server copy is in. */
export const EMPTY_CHECKOUT: CheckoutView = {
  checkout: null,
  summary: null,
  carriers: [],
  carriersFor: null,
  carrierId: null,
  busy: null,
};

/** A 422's messages by field (api/field-errors.ts); one without fields keeps its message under ''. */
function fieldsOf(error: unknown): Record<string, string> | null {
  const failure = toApiError(error);
  if (failure.status !== 422) return null;
  const fields = fieldErrorsOf(failure);
  const message = failure.body?.message?.trim();
  if (Object.keys(fields).length === 0 && message) fields[''] = message;
  return fields;
}

/** One checkout's state: its atom, the options it reports to, and what orders its carriers' answers. */
interface CheckoutState {
  options: CheckoutStoreOptions;
  $checkout: WritableAtom<CheckoutView>;
  seeded: boolean;
  /** Only the newest carriers request may show: a slower, older answer is dropped. */
  carriersAsked: number;
}

const patch = ({ $checkout }: CheckoutState, changes: Partial<CheckoutView>) =>
  $checkout.set({ ...$checkout.get(), ...changes });

/** The checkout's and the cart's calls and the client (silent: the store says what failed), loaded together. */
async function checkoutCalls({ options }: CheckoutState) {
  const [checkoutCalls, cartCalls, api] = await Promise.all([
    import('../api/checkout'),
    import('../api/cart'),
    options.api(),
  ]);
  return { ...checkoutCalls, ...cartCalls, api: api.silent };
}
type Calls = Awaited<ReturnType<typeof checkoutCalls>>;

/** A failed call: a 422's messages by field, for the form; anything else the §8 toast. */
function failed(state: CheckoutState, error: unknown): Outcome<never> {
  const fields = fieldsOf(error);
  if (fields) return { ok: false, fields };
  state.options.notify(toastForFailure(toApiError(error)) ?? { level: 'error', title: es.forms.failed });
  return { ok: false, fields: {} };
}

async function run<T>(
  state: CheckoutState,
  busy: CheckoutView['busy'],
  call: (calls: Calls) => Promise<T>,
): Promise<Outcome<T>> {
  // One form call at a time (their buttons are disabled meanwhile); the carriers' refresh never blocks one.
  const running = state.$checkout.get().busy;
  if (running && running !== 'carriers') return { ok: false, fields: {} };
  patch(state, { busy });
  try {
    return { ok: true, value: await call(await checkoutCalls(state)) };
  } catch (error) {
    return failed(state, error);
  } finally {
    patch(state, { busy: null });
  }
}

/** The server's copy, once per page: the islands render it until then. */
function seed(state: CheckoutState, view: Partial<CheckoutView>): void {
  if (!state.seeded) {
    state.seeded = true;
    state.$checkout.set({ ...EMPTY_CHECKOUT, ...view, busy: null });
    return;
  }
  // A second island brings what the first did not have (the summary, the carriers).
  const current = state.$checkout.get();
  patch(state, {
    summary: current.summary ?? view.summary ?? null,
    checkout: current.checkout ?? view.checkout ?? null,
  });
  if (current.carriersFor === null && view.carriersFor) {
    patch(state, {
      carriers: view.carriers ?? [],
      carriersFor: view.carriersFor,
      carrierId: view.carrierId ?? null,
    });
  }
}

/** The carrier kept after a change of carriers: the chosen one if still offered, else the first. */
const kept = (carriers: CheckoutView['carriers'], chosen: number | null) =>
  carriers.some((carrier) => carrier.id === chosen) ? chosen : (carriers[0]?.id ?? null);

const DONE: Outcome = { ok: true, value: undefined };

/**
 * The carriers to a postal code, asked as the shopper types it (no saving): the list changes in
 * place and the chosen carrier stays chosen when it delivers there. A code that is not Spanish
 * asks nothing. Runs beside the forms' calls (it never blocks them).
 */
async function refreshCarriers(state: CheckoutState, postalCode: string): Promise<Outcome> {
  const code = postalCode.trim();
  if (!isSpanishPostalCode(code) || code === state.$checkout.get().carriersFor) return DONE;
  const asked = ++state.carriersAsked;
  patch(state, { busy: state.$checkout.get().busy ?? 'carriers' });
  try {
    const { availableCarriers, api } = await checkoutCalls(state);
    const carriers = await availableCarriers(api, code);
    if (asked !== state.carriersAsked) return DONE;
    patch(state, { carriers, carriersFor: code, carrierId: kept(carriers, state.$checkout.get().carrierId) });
    return DONE;
  } catch (error) {
    return asked === state.carriersAsked ? failed(state, error) : DONE;
  } finally {
    if (asked === state.carriersAsked && state.$checkout.get().busy === 'carriers')
      patch(state, { busy: null });
  }
}

function chooseCarrier(state: CheckoutState, id: number): void {
  patch(state, { carrierId: id });
}

/**
 * Saves the shipping step: the address (a new one or a saved one's id) and, when going on, the
 * chosen carrier with it, in one call: a carrier is only valid with the address it was priced for.
 */
async function saveShipping(state: CheckoutState, changes: CheckoutChanges): Promise<Outcome<Checkout>> {
  const outcome = await run(state, 'shipping', async ({ updateCheckout, api }) =>
    updateCheckout(api, changes),
  );
  if (outcome.ok) {
    patch(state, { checkout: outcome.value });
    const code = outcome.value.shipping_address?.postal_code;
    if (code) await refreshCarriers(state, code);
    if (outcome.value.carrier) patch(state, { carrierId: outcome.value.carrier.id });
  }
  return outcome;
}

/** The guest's contact (identification step). */
async function saveContact(
  state: CheckoutState,
  changes: Pick<CheckoutChanges, 'email' | 'phone'>,
): Promise<Outcome<Checkout>> {
  const outcome = await run(state, 'contact', async ({ updateCheckout, api }) =>
    updateCheckout(api, changes),
  );
  if (outcome.ok) patch(state, { checkout: outcome.value });
  return outcome;
}

/** The cart in checkout read again after its coupon changed (its shipping is the carrier's). */
async function afterCoupon(state: CheckoutState, cart: Cart, { getCheckoutCart, api }: Calls): Promise<Cart> {
  state.options.onCart(cart);
  const summary = (await optionalRead(getCheckoutCart(api), null)) ?? cart;
  patch(state, { summary });
  return summary;
}

/** Applies a coupon in place: the summary, the order button and the mini cart show the new totals. */
function applyCoupon(state: CheckoutState, code: string): Promise<Outcome<Cart>> {
  if (!code.trim()) return Promise.resolve({ ok: false, fields: { code: es.checkout.couponRequired } });
  return run(state, 'coupon', async (calls) =>
    afterCoupon(state, await calls.applyCoupon(calls.api, code.trim()), calls),
  );
}

/** Takes the coupon off in place (README: not in the spec's calls). */
function removeCoupon(state: CheckoutState): Promise<Outcome<Cart>> {
  return run(state, 'coupon', async (calls) =>
    afterCoupon(state, await calls.removeCoupon(calls.api), calls),
  );
}

/** Asks for a gift card to a mobile (the payment step's '¿Es un regalo?'). */
function requestGiftCard(state: CheckoutState, mobile: string): Promise<Outcome> {
  return run(state, 'gift', async ({ requestGiftCard: request, api }) => request(api, mobile.trim()));
}

/** Saves how to pay and the notes, then places the order (the API gives the same order twice). */
function placeOrder(state: CheckoutState, method: PaymentMethodCode, notes: string): Promise<Outcome<Order>> {
  return run(state, 'place', async ({ updateCheckout, placeOrder: place, api }) => {
    patch(state, {
      checkout: await updateCheckout(api, { payment_method: method, ...(notes ? { notes } : {}) }),
    });
    return place(api);
  });
}

/** Forgets the page's checkout (tests, and a page left without a reload). */
function forget(state: CheckoutState): void {
  state.seeded = false;
  state.carriersAsked++;
  state.$checkout.set(EMPTY_CHECKOUT);
}

const checkoutActions = {
  seed,
  forget,
  refreshCarriers,
  chooseCarrier,
  saveShipping,
  saveContact,
  applyCoupon,
  removeCoupon,
  requestGiftCard,
  placeOrder,
};

/**
 * The checkout shared by its islands (the steps' forms, the summary): its data, the carriers for a
 * postal code, the cart in checkout, and the actions that change them. A 422 comes back as the API's
 * messages by field, for the form to show beside each one; any other failure is the §8 toast and
 * the view stays as it was, so nothing the shopper typed or chose is lost.
 */
export function createCheckoutStore(options: CheckoutStoreOptions) {
  const state: CheckoutState = {
    options,
    $checkout: atom<CheckoutView>(EMPTY_CHECKOUT),
    seeded: false,
    carriersAsked: 0,
  };
  return { $checkout: state.$checkout, ...bindActions(state, checkoutActions) };
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
