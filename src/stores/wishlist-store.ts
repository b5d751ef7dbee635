import { atom, type WritableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/api-error';
import { type ToastSpec, toastForFailure } from '../api/errors';
import { es } from '../i18n/es';

/** Reads of the ids a load makes at most when changes keep coming while it reads (settleUnovertaken). */
const WISHLIST_READS_AT_MOST = 3;

/**
 * Settles the API's wished ids, read again when a change was confirmed while the read was on its
 * way (a save here, another tab's ids: `confirmed` moved), a few times at most: such a change may
 * be newer than the read's answer, which would bring back what another tab had just removed
 * (wishlist.e2e.ts, under load). The check and the settling run in one task, so no change slips
 * between them.
 */
async function settleUnovertaken(
  read: () => Promise<readonly number[]>,
  confirmed: () => number,
  settle: (ids: readonly number[]) => void,
): Promise<void> {
  for (let reads = 1; ; reads += 1) {
    const before = confirmed();
    const ids = await read();
    if (confirmed() === before || reads >= WISHLIST_READS_AT_MOST) return settle(ids);
  }
}

/** Whether `work` ends without an error. */
const succeeds = (work: Promise<unknown>) =>
  work.then(
    () => true,
    () => false,
  );

/** The API's ids, but a product whose call is on its way (`pending`) keeps this tab's state until it answers. */
function settleIds(
  $ids: WritableAtom<readonly number[]>,
  pending: readonly number[],
  ids: readonly number[],
) {
  const kept = $ids.get().filter((id) => pending.includes(id));
  $ids.set([...kept, ...ids.filter((id) => !pending.includes(id))]);
}

export interface WishlistStoreOptions {
  /** The API client, asked for at the first call (see CartStoreOptions.api). */
  api(): Promise<ApiClient>;
  notify(toast: ToastSpec): void;
  /** A product was added (the `add_to_wishlist` event). */
  onAdded?(product: HeartProduct): void;
  /** The number of wished products is known (read, or changed by a heart). */
  onCount?(count: number): void;
  /** The API confirmed a change: the shopper's other tabs are told the ids (wishlist-tabs.ts). */
  onSaved?(ids: readonly number[]): void;
}

/** The product a heart stands for: its id, and the name and price the analytics event carries. */
export interface HeartProduct {
  id: number;
  name: string;
  price: number;
}

/** The toast of a failed toggle: spec §8's for the failure when it has one, else the wishlist's 'Algo salió mal'. */
function failureToast(error: unknown, removing: boolean): ToastSpec {
  const fallback: ToastSpec = { level: 'info', title: es.errors.wishlistRemove };
  // Spec §8 names the removal's alert; an add that fails says what the API's failure was.
  if (removing || !(error instanceof ApiError)) return fallback;
  return toastForFailure(error) ?? fallback;
}

const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);

/** The wishlist's calls (src/api/wishlist.ts) and the client, loaded together at the first call. */
async function wishlistCalls(options: WishlistStoreOptions) {
  const [calls, api] = await Promise.all([import('../api/wishlist'), options.api()]);
  return { ...calls, api };
}

/** The call behind a toggle: true on 200; a thrown failure is passed on for its toast. */
async function saveHeart(
  door: () => ReturnType<typeof wishlistCalls>,
  productId: number,
  removing: boolean,
): Promise<true | { error: unknown }> {
  try {
    const { addToWishlist, removeFromWishlist, api } = await door();
    const saved = await (removing ? removeFromWishlist : addToWishlist)(api.silent, productId);
    return saved ? true : { error: null };
  } catch (error) {
    return { error };
  }
}

/**
 * The wishlist (spec §4): product ids, newest first. A heart changes the ids at once (optimistic)
 * and the call confirms it: only a 200 keeps the change (spec §4, §7); anything else puts the id
 * back as it was and shows a toast (spec §8). One call per product at a time (`$pending`).
 */
export function createWishlistStore(options: WishlistStoreOptions) {
  const door = () => wishlistCalls(options);
  const $ids = atom<readonly number[]>([]);
  const $loaded = atom(false);
  /** Products whose toggle is on its way to the API. */
  const $pending = atom<readonly number[]>([]);
  // The count is told when the API's answer makes it known, not at a press (a save may yet be refused or cut short).
  const known = () => options.onCount?.($ids.get().length);

  const settle = (ids: readonly number[]) => settleIds($ids, $pending.get(), ids);

  /** Changes the API confirmed since the page started (a save here, another tab's ids). */
  let confirmed = 0;

  async function load(): Promise<void> {
    try {
      const { getWishlistIds, api } = await door();
      await settleUnovertaken(
        () => getWishlistIds(api),
        () => confirmed,
        settle,
      );
      known();
    } finally {
      $loaded.set(true);
    }
  }

  /**
   * Adds a product not yet wished, removes one that is. The ids change before the call; a refused
   * call restores only this product (another heart may have changed the list meanwhile). A bare id
   * is a product whose name and price the caller does not know (its event carries none). `wished`
   * is what the heart shows, when it knows better than ids not read yet (/wishlist's hearts are
   * all wished: a press there before the read removes, as the shopper sees it, never adds).
   */
  async function toggle(productOrId: HeartProduct | number, wished?: boolean): Promise<boolean> {
    const product = typeof productOrId === 'number' ? { id: productOrId, name: '', price: 0 } : productOrId;
    const id = product.id;
    if ($pending.get().includes(id)) return false;
    const removing = wished ?? $ids.get().includes(id);
    $pending.set([...$pending.get(), id]);
    $ids.set(removing ? without($ids.get(), id) : [id, ...$ids.get()]);
    const saved = await saveHeart(door, id, removing);
    $pending.set(without($pending.get(), id));
    if (saved !== true) {
      $ids.set(removing ? [id, ...without($ids.get(), id)] : without($ids.get(), id));
      options.notify(failureToast(saved.error, removing));
      return false;
    }
    confirmed += 1;
    if (!removing) options.onAdded?.(product);
    // Pressed before this tab read the ids, it holds only its change: the count and the other tabs
    // get the API's whole list once read (wishlist.e2e.ts saw another tab's list emptied), or nothing.
    if (!$loaded.get() && !(await succeeds(load()))) return true;
    known();
    options.onSaved?.($ids.get());
    return true;
  }

  /** The ids another tab saved (wishlist-tabs.ts): they are the API's, so no call and no echo. */
  function receive(ids: readonly number[]): void {
    confirmed += 1;
    settle(ids);
    $loaded.set(true);
    known();
  }

  /** The page's note says nothing is wished (lib/cart/count-notes.ts): known without a call. */
  function noteEmpty(): void {
    if ($loaded.get()) return;
    $ids.set([]);
    $loaded.set(true);
  }

  return { $ids, $loaded, $pending, load, noteEmpty, receive, toggle };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;
