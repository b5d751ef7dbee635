import { atom } from 'nanostores';
import { searchProducts } from '../api/catalog';
import { suggestionRequest } from '../lib/search/search-options';
import { browserApi } from './public-api';
import { createSearchStore } from './search-store';

/** The parent category of the page's themed shop (null: no themed shop); the search bar sets it. */
export const $searchShopCategory = atom<number | null>(null);

/** The page's search bar state; browser-only (the server renders the bar empty). */
export const searchBar = createSearchStore({
  search: (text, signal) =>
    searchProducts(browserApi, suggestionRequest(text, $searchShopCategory.get()), { signal }),
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
});
