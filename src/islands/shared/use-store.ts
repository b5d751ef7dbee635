import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's value in an island, rendering again when it changes. This is all the islands need of
 * @nanostores/react's `useStore`, whose key-level listening would otherwise ship to every page.
 *
 * Hydration renders with the store's initial value, the one the server rendered the island with:
 * the browser's value may already differ (a request in flight moves the loading bar before it
 * hydrates), and rendering that at once would not match the server's HTML (React error #418 in
 * the console). React renders again with the current value right after.
 * `listen` and `get` are bound to their store (nanostores defines them as closures), and `get`
 * returns the same value until the store changes, as React requires of a snapshot.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, () => store.init as T);
}

/**
 * A store's value in an island whose server HTML a script keeps up to date before hydration (the
 * header's cart count): hydration renders the current value, the one that HTML already shows.
 */
export function useStoreShownBeforeHydration<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
