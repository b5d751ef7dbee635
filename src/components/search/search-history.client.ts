import { SEARCH_HISTORY_SAVE_MS } from '../../lib/constants';
import { readSearchHistory, withSearch, writeSearchHistory } from '../../lib/search/search-history';

/**
 * A results page that found something joins its words to the search history (spec §4: 750 ms
 * after the results arrive, which on this page is once it has loaded). Pages that found nothing
 * render no marker, so typos and dead ends never enter the history.
 */
export function rememberFoundSearch(doc: Document): void {
  const term = doc.querySelector<HTMLElement>('[data-search-found]')?.dataset.searchFound;
  const view = doc.defaultView;
  if (!term || !view) return;
  view.setTimeout(() => {
    let storage: Storage | undefined;
    try {
      storage = view.localStorage;
    } catch {
      return; // Storage refused (privacy settings): the history is only a convenience.
    }
    writeSearchHistory(storage, withSearch(readSearchHistory(storage), term, Date.now()));
  }, SEARCH_HISTORY_SAVE_MS);
}
