import { searchProducts } from '../api/catalog';
import { browserApi } from './public-api';
import { SEARCH_SUGGESTIONS } from '../lib/constants';
import { createSearchStore } from './search-store';

/** The page's search bar state; browser-only (the server renders the bar empty). */
export const searchBar = createSearchStore({
  search: (text, signal) =>
    searchProducts(browserApi, { query: text, per_page: SEARCH_SUGGESTIONS }, { signal }),
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
});
