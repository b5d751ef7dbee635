/** The channel (and, without BroadcastChannel, the localStorage key) the shopper's tabs share. */
const CHANNEL = 'shop:wishlist';

/**
 * Tells the shopper's other tabs of this shop the wished ids the API confirmed, and hears theirs:
 * a heart pressed in one tab fills the others' hearts, counter and list at once (issue 18). A
 * BroadcastChannel where the browser has one; else a localStorage write, whose `storage` event
 * reaches every other tab. Browser-only: on the server it does nothing.
 */
export function shareAcrossTabs(receive: (ids: number[]) => void): (ids: readonly number[]) => void {
  if (typeof window === 'undefined') return () => {};
  const read = (data: unknown) => {
    if (Array.isArray(data) && data.every((id) => Number.isInteger(id))) receive(data as number[]);
  };
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => read(event.data);
    return (ids) => channel.postMessage([...ids]);
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== CHANNEL || !event.newValue) return;
    try {
      read(JSON.parse(event.newValue));
    } catch {
      // Another script's value under our key: not ours to read.
    }
  });
  return (ids) => {
    try {
      // The same ids written twice fire no event: the other tabs already hold them.
      localStorage.setItem(CHANNEL, JSON.stringify([...ids]));
    } catch {
      // Storage refused (private mode, full): the other tabs catch up at their next page.
    }
  };
}
