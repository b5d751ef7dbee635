import { atom } from 'nanostores';
import { bindActions } from './bind-actions';
import { toApiError } from '../api/api-error';
import type { AdultCheckBody, Cart, CartLine, CartProduct, PriceOverride } from '@shop/contract/cart';
import { es } from '../i18n/es';
import {
  addItem,
  EMPTY_CART,
  linesOf,
  setItemQuantity,
  unitCount,
  withoutProducts,
} from '../lib/cart/cart-lines';
import { holdToStock } from '../lib/cart/stock-limit';
import type { TabSave } from '../lib/cart/tab-saves';
import type { AgeCheck, CartChange, CartKit, CartState, CartStoreOptions } from './cart-state';

export type { AgeCheck, CartStoreOptions } from './cart-state';

function cartState(options: CartStoreOptions): CartState {
  return {
    options,
    $cart: atom<Cart | null>(null),
    $loaded: atom(false),
    $saving: atom(false),
    $ageCheck: atom<AgeCheck | null>(null),
    $addAhead: atom(false),
    $units: atom(0),
    loading: null,
  };
}

/** The cart's calls (src/api/cart.ts, with the schemas they read) and the client, loaded together. */
async function cartCalls({ options }: CartState) {
  const [calls, api] = await Promise.all([import('../api/cart'), options.api()]);
  return { ...calls, api };
}

function show(state: CartState, cart: Cart | null): void {
  state.$cart.set(cart && cart.items.length > 0 ? cart : null);
  state.$units.set(unitCount(state.$cart.get()));
  state.options.onUnits?.(state.$units.get());
}

/** Runs one save-like call with `$saving` up, which blocks every other change meanwhile. */
async function whileSaving<T>({ $saving }: CartState, call: () => Promise<T>): Promise<T> {
  $saving.set(true);
  try {
    return await call();
  } finally {
    $saving.set(false);
  }
}

/** Reads the saved cart; calls made while one read runs share it. */
function load(state: CartState): Promise<void> {
  state.loading ??= (async () => {
    try {
      const known = state.$loaded.get();
      const { getCart, api } = await cartCalls(state);
      // Known while the client came (`seed`: a new shopper's first add): nothing to read over it.
      if (!known && state.$loaded.get()) return;
      // A browser without an API session has no saved cart: nothing to read. The session its
      // first save needs opens now, while the shopper is still on the way to the button.
      if (api.sessionless()) {
        api.openSession().catch(() => {});
        show(state, null);
      } else show(state, await getCart(api));
    } finally {
      state.$loaded.set(true);
      state.loading = null;
    }
  })();
  return state.loading;
}

/** Reads the saved cart again after a failure, which the shopper has already been told of. */
const reload = (state: CartState): Promise<void> => load(state).catch(() => {});

/**
 * A cart the API answered to another call (a coupon applied in checkout) becomes the page's, and
 * other tabs hear of it, as after a save.
 */
function adopt(state: CartState, saved: Cart): void {
  show(state, saved);
  state.$loaded.set(true);
  state.options.onSaved?.(state.$cart.get());
}

/**
 * The shopper came to a buy button: the cart's calls and the API client load now, the saved cart
 * is read (an add must know it, and reading it is what a press would wait for first), and the
 * panels an add opens hydrate (layouts/hydrate-on-panels.client.ts): a press waits for its save only.
 */
function expectAdd(state: CartState): void {
  state.$addAhead.set(true);
  if (state.$loaded.get()) cartCalls(state).catch(() => {});
  else load(state).catch(() => {});
}

/** The count the page's note gives, shown until the cart is read. */
function note(state: CartState, units: number): void {
  if (!state.$loaded.get()) state.$units.set(units);
}

/**
 * A save went through: the saved cart shows, other tabs hear of it (and of the save, `mine`: when
 * and what it changed), the change is reported.
 */
function saved(state: CartState, cart: Cart, change?: CartChange): void {
  show(state, cart);
  state.options.onSaved?.(state.$cart.get(), state.mine);
  if (!change) return;
  const item = cart.items.find((line) => line.product.id === change.item.product.id) ?? change.item;
  state.options.onQuantityChange?.(item, change.delta);
  if (change.added) state.options.onAdded?.(item);
}

/**
 * A save was refused: a 409 asks for the shopper's age (the save waits in `$ageCheck`), a 422 is
 * the API's warning, anything else the server's error; the saved cart is read again.
 */
async function refused(state: CartState, error: unknown, next: Cart, change?: CartChange): Promise<void> {
  const failure = toApiError(error);
  if (failure.status === 409) {
    const products = (failure.body as AdultCheckBody | undefined)?.products ?? [];
    state.$ageCheck.set({ products, pending: next, change });
    return;
  }
  const message = failure.body?.message?.trim();
  state.options.notify(
    failure.status === 422
      ? { level: 'warning', title: message || es.cart.errors.invalidData }
      : { level: 'error', title: es.cart.errors.server },
  );
  await reload(state);
}

/**
 * What sends a save before the API client is there (src/api/cart-ahead.ts): the answer's body, or
 * null for the client to save.
 */
export type SaveAhead = (lines: CartLine[]) => Promise<unknown>;

async function persist(
  state: CartState,
  next: Cart,
  change?: CartChange,
  ahead?: SaveAhead,
): Promise<boolean> {
  // The lines show the change at once; the header's count waits for the saved cart, so it never
  // counts what a navigation away could still lose.
  state.$cart.set(next.items.length ? next : null);
  state.$addAhead.set(true);
  const lines = linesOf(next);
  // What other tabs hear of this save, should theirs run at the same time (lib/cart/tab-saves.ts).
  const mine: TabSave = { from: Date.now(), lines, change };
  state.mine = mine;
  return whileSaving(state, async () => {
    try {
      const sent = ahead?.(lines);
      const { saveCart, api } = await cartCalls(state);
      const cart = await saveCart(api.silent, lines, await sent);
      mine.to = Date.now();
      saved(state, cart, change);
      return true;
    } catch (error) {
      state.mine = null;
      await refused(state, error, next, change);
      return false;
    }
  });
}

/**
 * The saved cart must be known before the first change: saving lines added to a cart that was
 * never loaded would replace the shopper's saved cart with them.
 */
async function ensureLoaded(state: CartState): Promise<boolean> {
  if (state.$loaded.get()) return true;
  return whileSaving(state, () =>
    load(state).then(
      () => true,
      () => false,
    ),
  );
}

/** Holds a wanted quantity to the product's stock; the shopper is told when it was cut. */
function heldToStock(state: CartState, wanted: number, stock: CartProduct['quantity']): number {
  const held = holdToStock(wanted, stock);
  if (held.reason) state.options.notify({ level: 'warning', title: held.reason });
  return held.quantity;
}

/**
 * Adds a product (or raises its quantity); false when blocked by a running save or refused. A gift
 * card brings its amount as an override; an add before the client came may send its save `ahead`.
 */
async function add(
  state: CartState,
  product: CartProduct,
  unit: number | null,
  quantity = 1,
  override: PriceOverride[] = [],
  ahead?: SaveAhead,
): Promise<boolean> {
  if (state.$saving.get() || (!state.$loaded.get() && !(await ensureLoaded(state)))) return false;
  const before = state.$cart.get()?.items.find((line) => line.product.id === product.id)?.quantity ?? 0;
  const adding = heldToStock(state, before + quantity, product.quantity) - before;
  if (adding <= 0) return false;
  const next = addItem(state.$cart.get() ?? EMPTY_CART, product, unit, adding, override);
  const item = next.items.find((line) => line.product.id === product.id)!;
  return persist(state, next, { item, delta: adding, added: true }, ahead);
}

/** Sets a line's quantity; 0 removes it. */
function setQuantity(state: CartState, productId: number, wanted: number): Promise<boolean> {
  const current = state.$cart.get();
  const item = current?.items.find((line) => line.product.id === productId);
  if (state.$saving.get() || !current || !item) return Promise.resolve(false);
  const quantity = heldToStock(state, wanted, item.product.quantity);
  if (quantity === item.quantity) return Promise.resolve(false);
  return persist(state, setItemQuantity(current, productId, quantity), {
    item,
    delta: Math.max(0, quantity) - item.quantity,
    added: false,
  });
}

function remove(state: CartState, productId: number): Promise<boolean> {
  return setQuantity(state, productId, 0);
}

/** The shopper declines: the products that need the check leave the cart, locally (spec §5). */
function declineAge(state: CartState): void {
  const check = state.$ageCheck.get();
  if (!check) return;
  state.$ageCheck.set(null);
  show(state, withoutProducts(check.pending, check.products));
}

const kit: CartKit = { show, whileSaving, cartCalls, reload, persist };
const pageActions = () => import('./cart-page-actions');

/** The shopper says they are over 18 (cart-page-actions.ts). */
const confirmAge = async (state: CartState) => (await pageActions()).confirmAge(kit, state);
/** Empties the cart (the caller has asked for confirmation, spec §5). */
const clear = async (state: CartState) => (await pageActions()).clear(kit, state);
/** Applies a coupon code; the API's 422 message reaches the shopper as a toast. */
const applyCoupon = async (state: CartState, code: string) =>
  (await pageActions()).applyCoupon(kit, state, code);
/** "Volver a comprar": a past order's products into the cart (cart-page-actions.ts). */
const reorder = async (state: CartState, orderId: number) =>
  (await pageActions()).reorder(kit, state, orderId);

/** The cart a page was rendered with (the /cart page): known, so no load is needed. */
function seed(state: CartState, cart: Cart | null): void {
  if (state.$loaded.get()) return;
  show(state, cart);
  state.$loaded.set(true);
}

/**
 * Another tab saved the cart. When its save (`save`) ran while this tab's last one did, either may
 * have replaced the other's lines (cart-mend.ts makes them good).
 */
function receive(state: CartState, cart: Cart | null, save?: TabSave | null): void {
  show(state, cart);
  const mine = state.mine;
  // The mend comes with the page actions' code (cart-page-actions.ts), loaded only then.
  if (save && mine)
    pageActions()
      .then((actions) => actions.hear(kit, state, mine, save))
      .catch(() => {});
}

const cartActions = {
  expectAdd,
  load,
  adopt,
  note,
  seed,
  add,
  setQuantity,
  remove,
  clear,
  confirmAge,
  declineAge,
  applyCoupon,
  reorder,
  receive,
};

/**
 * The cart (spec §4): edited locally first, then saved whole. While a save runs, `$saving`
 * blocks every other change, so two clicks can never race each other's saves.
 */
export function createCartStore(options: CartStoreOptions) {
  const state = cartState(options);
  const { $cart, $units, $loaded, $saving, $ageCheck, $addAhead } = state;
  return { $cart, $units, $loaded, $saving, $ageCheck, $addAhead, ...bindActions(state, cartActions) };
}

export type CartStore = ReturnType<typeof createCartStore>;
