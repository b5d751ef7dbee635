// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { shareAcrossTabs } from '../../../../src/stores/wishlist-tabs';
import { eventually } from '../../support/eventually';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the wishlist shared across tabs', () => {
  test('what one tab sends reaches the other through a BroadcastChannel', async () => {
    const heard: number[][] = [];
    const send = shareAcrossTabs(() => {});
    shareAcrossTabs((ids) => heard.push(ids));
    send([3, 1]);
    await eventually(() => expect(heard).toEqual([[3, 1]]));
  });

  test('without BroadcastChannel, a localStorage write reaches the others through the storage event', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard: number[][] = [];
    const send = shareAcrossTabs((ids) => heard.push(ids));
    send([5]);
    expect(localStorage.getItem('shop:wishlist')).toBe('[5]');
    // The browser fires `storage` in the other tabs only; here the test plays the other tab's write.
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop:wishlist', newValue: '[8,5]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '[1]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shop:wishlist', newValue: '{"not":"ids"}' }));
    expect(heard).toEqual([[8, 5]]);
  });
});
