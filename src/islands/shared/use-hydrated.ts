import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and in the render that hydrates the island, true in every render after.
 *
 * React renders again at once after hydrating (useSyncExternalStore's server snapshot differs from
 * the browser's), before it hands on the event that made it hydrate. A `useEffect` setting a state
 * comes later: a press held until React was there (src/directives/held-presses.ts), pressed again
 * as the island hydrates, would reach handlers still saying "not hydrated", and the plain form
 * would post and leave the page (issue 27: the first tap does what the page promises).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
