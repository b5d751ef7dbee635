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

/**
 * Marks a named island's form whose buttons must answer their very first click. A click on one
 * of them before React has hydrated is held (the plain form does not post) and clicked again on
 * the same button once React's handlers are there; if React cannot load, that second click posts
 * the form as without JavaScript (src/directives/interaction.ts).
 */
export const REPLAY_CLICK_ATTRIBUTE = 'data-replay-click';

/** The cookie banner's island name: its `client:interaction` and the footer link's request share it. */
export const COOKIE_BANNER_ISLAND = 'cookie-banner';
