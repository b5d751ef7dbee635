/**
 * The window event that hydrates the layout's `client:interaction` islands before the shopper
 * interacts: a store whose change must show at once (a toast raised at load) dispatches it.
 */
export const HYDRATE_EVENT = 'shop:hydrate';

/** Asks the layout's islands to hydrate now. */
export function requestHydration(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(HYDRATE_EVENT));
}
