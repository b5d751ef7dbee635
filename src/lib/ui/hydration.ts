/**
 * The window event that hydrates the layout's `client:interaction` islands before the shopper
 * interacts: a store change that must show at once (a toast raised at load) leads to it, through
 * `layouts/hydrate-on-toast.client.ts`.
 */
export const HYDRATE_EVENT = 'shop:hydrate';
