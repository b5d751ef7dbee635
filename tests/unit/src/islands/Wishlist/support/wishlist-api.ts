import { vi } from 'vitest';

/**
 * The wishlist calls the islands' store makes, answered by the test: each add or removal waits
 * until the test settles it, so the state between the press and the answer can be seen.
 */
export const calls = {
  pending: [] as { method: 'POST' | 'DELETE'; id: number; settle(ok: boolean): void }[],
  pages: [] as unknown[][],
};

/** Answers the oldest call waiting. */
export function answer(ok: boolean): void {
  const call = calls.pending.shift();
  if (!call) throw new Error('No wishlist call is waiting.');
  call.settle(ok);
}

export const wishlistApiMock = () => ({
  getWishlistIds: vi.fn(async () => []),
  getWishlist: vi.fn(async () => ({ data: calls.pages.shift() ?? [], meta: {} })),
  addToWishlist: (_api: unknown, id: number) =>
    new Promise<boolean>((settle) => calls.pending.push({ method: 'POST', id, settle })),
  removeFromWishlist: (_api: unknown, id: number) =>
    new Promise<boolean>((settle) => calls.pending.push({ method: 'DELETE', id, settle })),
});
