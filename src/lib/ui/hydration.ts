/**
 * The window event that hydrates the layout's `client:interaction` islands before the shopper
 * interacts: a store change that must show at once (a toast raised at load) leads to it, through
 * `layouts/hydrate-on-toast.client.ts`.
 */
export const HYDRATE_EVENT = 'shop:hydrate';

/**
 * The event that hydrates one named island (`client:interaction="mini-cart"`): its store has
 * something to show that the shopper did not reach for there (an add opens the mini cart).
 */
export function islandHydrateEvent(island: string): string {
  return `${HYDRATE_EVENT}:${island}`;
}
