import { atom } from 'nanostores';
import type { ApiClient } from '../api/client';
import type { ToastSpec } from '../api/errors';
import { es } from '../i18n/es';

export interface WishlistStoreOptions {
  /** The API client, asked for at the first call (see CartStoreOptions.api). */
  api(): Promise<ApiClient>;
  notify(toast: ToastSpec): void;
  /** A product was added (the `add_to_wishlist` event). */
  onAdded?(product: HeartProduct): void;
  /** The number of wished products is known (read, or changed by a heart). */
  onCount?(count: number): void;
}

/** The product a heart stands for: its id, and the name and price the analytics event carries. */
export interface HeartProduct {
  id: number;
  name: string;
  price: number;
}

/**
 * The wishlist (spec §4): product ids. Removing changes the state only when the API answers 200
 * (else the info alert); adding succeeds only on 200, then records the id and reports it.
 */
export function createWishlistStore(options: WishlistStoreOptions) {
  /** The wishlist's calls (src/api/wishlist.ts) and the client, loaded together at the first call. */
  const door = async () => {
    const [calls, api] = await Promise.all([import('../api/wishlist'), options.api()]);
    return { ...calls, api };
  };
  const $ids = atom<number[]>([]);
  const $loaded = atom(false);
  const busy = new Set<number>();
  $ids.listen((ids) => options.onCount?.(ids.length));

  async function load(): Promise<void> {
    try {
      const { getWishlistIds, api } = await door();
      $ids.set(await getWishlistIds(api));
    } finally {
      $loaded.set(true);
    }
  }

  async function remove(productId: number): Promise<boolean> {
    const removed = await door()
      .then(({ removeFromWishlist, api }) => removeFromWishlist(api.silent, productId))
      .catch(() => false);
    if (!removed) {
      options.notify({ level: 'info', title: es.errors.wishlistRemove });
      return false;
    }
    $ids.set($ids.get().filter((id) => id !== productId));
    return true;
  }

  async function add(product: HeartProduct): Promise<boolean> {
    const productId = product.id;
    const added = await door()
      .then(({ addToWishlist, api }) => addToWishlist(api, productId))
      .catch(() => false);
    if (!added) return false;
    $ids.set([productId, ...$ids.get().filter((id) => id !== productId)]);
    options.onAdded?.(product);
    return true;
  }

  /**
   * Adds a product not yet wished, removes one that is; one call per product at a time. A bare id
   * is a product whose name and price the caller does not know (its event carries none).
   */
  async function toggle(productOrId: HeartProduct | number): Promise<boolean> {
    const product = typeof productOrId === 'number' ? { id: productOrId, name: '', price: 0 } : productOrId;
    const productId = product.id;
    if (busy.has(productId)) return false;
    busy.add(productId);
    try {
      return $ids.get().includes(productId) ? await remove(productId) : await add(product);
    } finally {
      busy.delete(productId);
    }
  }

  /** The page's note says nothing is wished (lib/cart/count-notes.ts): known without a call. */
  function noteEmpty(): void {
    if ($loaded.get()) return;
    $ids.set([]);
    $loaded.set(true);
  }

  return { $ids, $loaded, load, noteEmpty, toggle };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;
