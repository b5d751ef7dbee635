import { atom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { toApiError } from '../api/api-error';
import { type ToastSpec, toastForFailure } from '../api/errors';
import type { AdultCheckBody, Cart, CartItem, CartProduct, PriceOverride } from '@shop/contract/cart';
import { es } from '../i18n/es';
import {
  addedUnits,
  addItem,
  EMPTY_CART,
  linesOf,
  setItemQuantity,
  unitCount,
  withoutProducts,
} from '../lib/cart/cart-lines';
import { holdToStock } from '../lib/cart/stock-limit';

/** A save the server refused until the shopper confirms their age (spec §5). */
export interface AgeCheck {
  products: number[];
  /** The cart that was being saved, to save again once confirmed. */
  pending: Cart;
  /** The change being saved, reported once the save succeeds. */
  change?: CartChange;
}

interface CartChange {
  item: CartItem;
  delta: number;
  added: boolean;
}

export interface CartStoreOptions {
  /**
   * The API client, asked for at the first call: in the browser it loads with the cart's calls
   * and the contract's schemas, so a page that never calls the API never downloads them
   * (README "JavaScript budgets").
   */
  api(): Promise<ApiClient>;
  /** Platform product code of `/store-front/api/{product}/greater-18`. */
  platformProduct: string;
  notify(toast: ToastSpec): void;
  /** A product was added and saved: the mini cart, quick-buy or toast follow (spec §4). */
  onAdded?(item: CartItem): void;
  /** A line's quantity changed by `delta` units once saved (analytics add/remove events). */
  onQuantityChange?(item: CartItem, delta: number): void;
  /** The saved cart changed: other tabs hear of it. */
  onSaved?(cart: Cart | null): void;
  /** The number of units the cart holds is known (loaded, saved, or heard from another tab). */
  onUnits?(units: number): void;
  /** A past order's products are back in the cart ("Volver a comprar"): the mini cart shows them. */
  onReordered?(): void;
}

/**
 * The cart (spec §4): edited locally first, then saved whole. While a save runs, `$saving`
 * blocks every other change, so two clicks can never race each other's saves.
 */
export function createCartStore(options: CartStoreOptions) {
  /** The cart's calls (src/api/cart.ts, with the schemas they read) and the client, loaded together. */
  const door = async () => {
    const [calls, api] = await Promise.all([import('../api/cart'), options.api()]);
    return { ...calls, api };
  };
  /** The cart as shown: null when empty (or not loaded yet). */
  const $cart = atom<Cart | null>(null);
  const $loaded = atom(false);
  const $saving = atom(false);
  const $ageCheck = atom<AgeCheck | null>(null);
  /** An add is coming (a buy button reached, or a save started): what it needs loads now. */
  const $addAhead = atom(false);
  /** Units of the saved cart, as the header shows them: the page's note until the cart is read (`note`). */
  const $units = atom(0);
  let loading: Promise<void> | null = null;

  const show = (cart: Cart | null) => {
    $cart.set(cart && cart.items.length > 0 ? cart : null);
    $units.set(unitCount($cart.get()));
    options.onUnits?.($units.get());
  };

  /** Reads the saved cart; calls made while one read runs share it. */
  function load(): Promise<void> {
    loading ??= (async () => {
      try {
        const { getCart, api } = await door();
        // A browser without an API session has no saved cart: nothing to read. The session its
        // first save needs opens now, while the shopper is still on the way to the button.
        if (api.sessionless()) {
          api.openSession().catch(() => {});
          show(null);
        } else show(await getCart(api));
      } finally {
        $loaded.set(true);
        loading = null;
      }
    })();
    return loading;
  }

  /**
   * A cart the API answered to another call (a coupon applied in checkout) becomes the page's, and
   * other tabs hear of it, as after a save.
   */
  function adopt(saved: Cart): void {
    show(saved);
    $loaded.set(true);
    options.onSaved?.($cart.get());
  }

  /**
   * The shopper came to a buy button: the cart's calls and the API client load now, the saved cart
   * is read (an add must know it, and reading it is what a press would wait for first), and the
   * panels an add opens hydrate (layouts/hydrate-on-panels.client.ts): a press waits for its save only.
   */
  function expectAdd(): void {
    $addAhead.set(true);
    if ($loaded.get()) door().catch(() => {});
    else load().catch(() => {});
  }

  /** The count the page's note gives, shown until the cart is read. */
  function note(units: number): void {
    if (!$loaded.get()) $units.set(units);
  }

  async function persist(next: Cart, change?: CartChange): Promise<boolean> {
    // The lines show the change at once; the header's count waits for the saved cart, so it never
    // counts what a navigation away could still lose.
    $cart.set(next.items.length ? next : null);
    $addAhead.set(true);
    $saving.set(true);
    try {
      const { saveCart, api } = await door();
      const saved = await saveCart(api.silent, linesOf(next));
      show(saved);
      options.onSaved?.($cart.get());
      if (change) {
        const item = saved.items.find((line) => line.product.id === change.item.product.id) ?? change.item;
        options.onQuantityChange?.(item, change.delta);
        if (change.added) options.onAdded?.(item);
      }
      return true;
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 409) {
        const products = (failure.body as AdultCheckBody | undefined)?.products ?? [];
        $ageCheck.set({ products, pending: next, change });
        return false;
      }
      const message = failure.body?.message?.trim();
      options.notify(
        failure.status === 422
          ? { level: 'warning', title: message || es.cart.errors.invalidData }
          : { level: 'error', title: es.cart.errors.server },
      );
      await load().catch(() => {});
      return false;
    } finally {
      $saving.set(false);
    }
  }

  /**
   * The saved cart must be known before the first change: saving lines added to a cart that was
   * never loaded would replace the shopper's saved cart with them.
   */
  async function ensureLoaded(): Promise<boolean> {
    if ($loaded.get()) return true;
    $saving.set(true);
    try {
      await load();
      return true;
    } catch {
      return false;
    } finally {
      $saving.set(false);
    }
  }

  /** Adds a product (or raises its quantity); false when blocked by a running save or refused. A gift card brings its amount as an override. */
  async function add(
    product: CartProduct,
    unit: number | null,
    quantity = 1,
    override: PriceOverride[] = [],
  ): Promise<boolean> {
    if ($saving.get() || (!$loaded.get() && !(await ensureLoaded()))) return false;
    const before = $cart.get()?.items.find((line) => line.product.id === product.id)?.quantity ?? 0;
    const held = holdToStock(before + quantity, product.quantity);
    if (held.reason) options.notify({ level: 'warning', title: held.reason });
    quantity = held.quantity - before;
    if (quantity <= 0) return false;
    const next = addItem($cart.get() ?? EMPTY_CART, product, unit, quantity, override);
    const item = next.items.find((line) => line.product.id === product.id)!;
    return persist(next, { item, delta: quantity, added: true });
  }

  /** Sets a line's quantity; 0 removes it. */
  function setQuantity(productId: number, wanted: number): Promise<boolean> {
    const current = $cart.get();
    const item = current?.items.find((line) => line.product.id === productId);
    if ($saving.get() || !current || !item) return Promise.resolve(false);
    const held = holdToStock(wanted, item.product.quantity);
    if (held.reason) options.notify({ level: 'warning', title: held.reason });
    const quantity = held.quantity;
    if (quantity === item.quantity) return Promise.resolve(false);
    return persist(setItemQuantity(current, productId, quantity), {
      item,
      delta: Math.max(0, quantity) - item.quantity,
      added: false,
    });
  }

  function remove(productId: number): Promise<boolean> {
    return setQuantity(productId, 0);
  }

  /** Empties the cart (the caller has asked for confirmation, spec §5). */
  async function clear(): Promise<boolean> {
    if ($saving.get()) return false;
    $saving.set(true);
    try {
      const { deleteCart, api } = await door();
      await deleteCart(api.silent);
      for (const item of $cart.get()?.items ?? []) options.onQuantityChange?.(item, -item.quantity);
      show(null);
      options.onSaved?.(null);
      return true;
    } catch {
      options.notify({ level: 'error', title: es.cart.errors.server });
      await load().catch(() => {});
      return false;
    } finally {
      $saving.set(false);
    }
  }

  /** The shopper says they are over 18: confirm with the API, then save again. */
  async function confirmAge(): Promise<boolean> {
    const check = $ageCheck.get();
    if (!check) return false;
    $ageCheck.set(null);
    try {
      const { confirmAdult, api } = await door();
      await confirmAdult(api, options.platformProduct);
    } catch {
      await load().catch(() => {});
      return false;
    }
    return persist(check.pending, check.change);
  }

  /** The shopper declines: the products that need the check leave the cart, locally (spec §5). */
  function declineAge(): void {
    const check = $ageCheck.get();
    if (!check) return;
    $ageCheck.set(null);
    show(withoutProducts(check.pending, check.products));
  }

  /** Applies a coupon code; the API's 422 message reaches the shopper as a toast. */
  async function applyCoupon(code: string): Promise<boolean> {
    if ($saving.get() || !code.trim()) return false;
    $saving.set(true);
    try {
      const { applyCoupon: postCoupon, api } = await door();
      show(await postCoupon(api, code.trim()));
      options.onSaved?.($cart.get());
      return true;
    } catch {
      return false;
    } finally {
      $saving.set(false);
    }
  }

  /**
   * "Volver a comprar": the API puts a past order's products into the cart and answers the whole
   * cart, which becomes the page's; the units it gained are reported as additions (analytics), so
   * the cart is read first when the page has not. A failure is the §8 toast (or the cart's own),
   * the cart as it was.
   */
  async function reorder(orderId: number): Promise<boolean> {
    if ($saving.get()) return false;
    $saving.set(true);
    try {
      if (!$loaded.get()) await load().catch(() => {});
      const before = $cart.get();
      const [{ orderToCart }, api] = await Promise.all([import('../api/orders'), options.api()]);
      show(await orderToCart(api.silent, orderId));
      $loaded.set(true);
      for (const { item, delta } of addedUnits(before, $cart.get())) options.onQuantityChange?.(item, delta);
      options.onSaved?.($cart.get());
      options.onReordered?.();
      return true;
    } catch (error) {
      const failure = toApiError(error);
      options.notify(toastForFailure(failure) ?? { level: 'error', title: es.cart.errors.server });
      return false;
    } finally {
      $saving.set(false);
    }
  }

  /** The cart a page was rendered with (the /cart page): known, so no load is needed. */
  function seed(cart: Cart | null): void {
    if ($loaded.get()) return;
    show(cart);
    $loaded.set(true);
  }

  /** Another tab saved the cart. */
  function receive(cart: Cart | null): void {
    show(cart);
  }

  return {
    $cart,
    $units,
    $loaded,
    $saving,
    $ageCheck,
    $addAhead,
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
}

export type CartStore = ReturnType<typeof createCartStore>;
