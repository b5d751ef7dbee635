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
 * Set on a control while its press is under way: held until React is there
 * (src/directives/held-presses.ts), or an island's action in flight (the buy button while the
 * cart saves). shell.css shows it pressed, and its `data-pending-label` in place of its text,
 * without moving anything.
 */
export const PENDING_ATTRIBUTE = 'data-pending';

/**
 * How long a press held for React waits before it goes through as without JavaScript (the plain
 * form posts): "a few seconds" (issue 27), longer than the island's code takes on a slow phone
 * connection, short enough that a shopper whose scripts never come is not left waiting.
 */
export const HELD_PRESS_FALLBACK_MS = 4000;

/**
 * Set on an island whose press another script has taken (the buy form's add, started before
 * React by components/product/buy-press.client.ts): React, once there, does not press a held one
 * again, and a failure of the island's code does not reload the page (layouts/chunk-reload.client.ts).
 */
export const PRESS_TAKEN_ATTRIBUTE = 'data-press-taken';

/**
 * How long islands wait at most for an early press's add: about twice what a new shopper's add
 * takes on a phone (session and save, two round trips: 0.8–0.9 s after the tap at 4× CPU on
 * Lighthouse's mobile network), well within HELD_PRESS_FALLBACK_MS, so a stalled add delays React
 * by 2 s and never turns a held press into a plain post.
 */
export const PRESS_FIRST_MAX_MS = 2000;

/**
 * Marks a link that its island, once hydrated, follows in place (the address book's 'Editar' fills
 * the form below instead of loading the page): like a button, its first press waits for React
 * (src/directives/held-presses.ts), and is followed as a plain link only if React cannot come.
 */
export const IN_PLACE_LINK_ATTRIBUTE = 'data-in-place';

/** The named islands an add to the cart shows in: the mini cart, and the quick-buy popup with the age check. */
export const MINI_CART_ISLAND = 'mini-cart';
export const CART_OVERLAYS_ISLAND = 'cart-overlays';

/**
 * On a form or control, or an element around its island: the named islands (space-separated) that
 * its press shows in. A press held for React wakes them at once (src/directives/held-presses.ts),
 * so their code comes beside the pressed island's instead of after the page's scripts ask for it
 * (issue 27: an early 'Añadir al carrito' opens the quick-buy popup). Set by the server
 * (ProductDetail.astro), so that no page's JavaScript carries the names.
 */
export const WAKES_ATTRIBUTE = 'data-wakes';

/**
 * On a `<template>` beside an island (inside its WAKES_ATTRIBUTE area): the page scripts its first
 * touch or press needs at once, named there inert (the loader of the page's scripts does not see
 * inside a template). The buy form's early add (ProductDetail.astro) is asked for by the directive
 * that holds the press (src/directives/held-presses.ts) instead of after the page's other scripts,
 * so a new shopper's session and save start right at the tap (issue 27 item 1: tap to popup).
 */
export const PRESS_SCRIPTS_ATTRIBUTE = 'data-press-scripts';

/**
 * On a press template (PRESS_SCRIPTS_ATTRIBUTE): the screens, as a media query, where the press
 * shows its result without React (the buy form's early popup, on phones), so the page's islands
 * wait to load until its scripts have come and the add they started has its answer
 * (src/directives/held-presses.ts, pressesFirst). Elsewhere the result is React's (the toast and
 * the mini cart) and nothing waits.
 */
export const PRESS_FIRST_ATTRIBUTE = 'data-press-first';

/** On `<html>` while a press is being added before React where PRESS_FIRST_ATTRIBUTE holds (components/product/buy-press.client.ts). */
export const PRESS_ADDING_ATTRIBUTE = 'data-press-adding';

/** The cookie banner's island name: its `client:interaction` and the footer link's request share it. */
export const COOKIE_BANNER_ISLAND = 'cookie-banner';

/**
 * `<astro-island data-island="waiting|hydrating|ready">`: where an island is, set by the shop's
 * directives (src/directives/hydrate-island.ts). End-to-end tests wait on it, not on Astro's markup.
 */
export const ISLAND_STATE_ATTRIBUTE = 'data-island';
