import { atom } from 'nanostores';
import { suggestionRequest } from '../lib/search/search-options';
import { loadBrowserApi } from './lazy-api';
import { createSearchStore } from './search-store';

/** The parent category of the page's themed shop (null: no themed shop); the search bar sets it. */
export const $searchShopCategory = atom<number | null>(null);

/** The page's search bar state; browser-only (the server renders the bar empty). */
export const searchBar = createSearchStore({
  search: async (text, signal, wholeCatalogue) => {
    // The catalogue's calls and their schemas load with the first search (src/islands/README.md, "JavaScript budgets").
    const [{ searchProducts }, api] = await Promise.all([import('../api/catalog'), loadBrowserApi()]);
    const shop = wholeCatalogue ? null : $searchShopCategory.get();
    return searchProducts(api, suggestionRequest(text, shop), { signal });
  },
  narrowed: () => $searchShopCategory.get() !== null,
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
});
