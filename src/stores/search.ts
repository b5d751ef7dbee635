import { atom } from 'nanostores';
import { suggestionRequest } from '../lib/search/search-options';
import { loadBrowserApi } from './lazy-api';
import { createSearchStore } from './search-store';

/** The parent category of the page's themed shop (null: no themed shop); the search bar sets it. */
export const $searchShopCategory = atom<number | null>(null);

/** The page's search bar state; browser-only (the server renders the bar empty). */
export const searchBar = createSearchStore({
  search: async (text, signal) => {
    // The catalogue's calls and their schemas load with the first search (README "JavaScript budgets").
    const [{ searchProducts }, api] = await Promise.all([import('../api/catalog'), loadBrowserApi()]);
    return searchProducts(api, suggestionRequest(text, $searchShopCategory.get()), { signal });
  },
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
});
