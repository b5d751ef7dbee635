import { atom } from 'nanostores';
import type { SearchResponse } from '@shop/contract/catalogue';
import {
  FETCH_MIN_DELAY_MS,
  SEARCH_HISTORY_SAVE_MS,
  SEARCH_HISTORY_SHOWN,
  SEARCH_LOADER_MS,
} from '../lib/constants';
import {
  readSearchHistory,
  type SearchHistoryEntry,
  withSearch,
  writeSearchHistory,
} from '../lib/search/search-history';
import { type Suggestions, suggestionsFrom } from '../lib/search/search-options';

export type { Suggestions } from '../lib/search/search-options';

export interface SearchStoreOptions {
  /**
   * Runs the suggestion search (5 products, spec §7) in the page's themed shop, or in the whole
   * catalogue when `wholeCatalogue`; the signal aborts a superseded one.
   */
  search(text: string, signal: AbortSignal, wholeCatalogue: boolean): Promise<SearchResponse>;
  /** Whether the page's themed shop narrows the suggestions (absent: never). */
  narrowed?(): boolean;
  storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): number;
}

/**
 * The search bar's state (spec §2, §4): typing waits 200 ms for a pause before searching, only
 * with non-empty text; if no answer came 500 ms after the typing, the loader shows and the old
 * suggestions go; 750 ms after an answer that found something the term joins the history (the
 * corrected words when the search corrected a typo), so typos and dead ends are never offered again.
 */
export function createSearchStore(options: SearchStoreOptions) {
  const $text = atom('');
  const $open = atom(false);
  const $loading = atom(false);
  const $suggestions = atom<Suggestions | null>(null);
  const $history = atom<SearchHistoryEntry[]>([]);
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  let loaderTimer: ReturnType<typeof setTimeout> | undefined;
  let historyTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  const stopAll = () => {
    clearTimeout(searchTimer);
    clearTimeout(loaderTimer);
    clearTimeout(historyTimer);
    pending?.abort();
    pending = undefined;
  };

  function remember(term: string): void {
    const history = withSearch(readSearchHistory(options.storage()), term, options.now());
    writeSearchHistory(options.storage(), history);
    $history.set(history);
  }

  async function run(text: string): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      let response = await options.search(text, controller.signal, false);
      // Nothing in this shop while the catalogue has it (issue 27): the whole catalogue's
      // suggestions, said so, rather than 'No hay resultados' where Enter finds products.
      const wholeCatalogue = response.meta.total === 0 && options.narrowed?.() === true;
      if (wholeCatalogue && !controller.signal.aborted) {
        response = await options.search(text, controller.signal, true);
      }
      if (controller.signal.aborted) return;
      $suggestions.set(suggestionsFrom(text, response, wholeCatalogue));
      if (response.meta.total > 0) {
        const found = response.corrected_query ?? text;
        historyTimer = setTimeout(() => remember(found), SEARCH_HISTORY_SAVE_MS);
      }
    } catch {
      if (!controller.signal.aborted) $suggestions.set(null);
    } finally {
      if (pending === controller) {
        clearTimeout(loaderTimer);
        $loading.set(false);
        pending = undefined;
      }
    }
  }

  /** The shopper typed. */
  function type(text: string): void {
    stopAll();
    $text.set(text);
    $open.set(true);
    if (!text.trim()) {
      $loading.set(false);
      $suggestions.set(null);
      return;
    }
    loaderTimer = setTimeout(() => {
      $loading.set(true);
      $suggestions.set(null);
    }, SEARCH_LOADER_MS);
    searchTimer = setTimeout(() => run(text.trim()), FETCH_MIN_DELAY_MS);
  }

  /** The input got focus: the panel opens (history when empty). */
  function open(): void {
    $history.set(readSearchHistory(options.storage()));
    $open.set(true);
  }

  /** A click outside: the panel closes, the text stays. */
  function close(): void {
    $open.set(false);
  }

  /** Escape, or a route change: the text and suggestions go. */
  function clear(): void {
    stopAll();
    $text.set('');
    $suggestions.set(null);
    $loading.set(false);
    $open.set(false);
  }

  /**
   * The results page's query is in the box: the text is set without a suggestion search (the
   * page already shows the results), so focusing the box does not fetch what is on screen.
   */
  function prefill(text: string): void {
    $text.set(text);
  }

  /**
   * Enter, the magnifier or an option leaving for the catalogue: the panel closes and pending
   * work stops. The results page joins the term to the history once it knows something was found.
   */
  function submit(): void {
    stopAll();
    $open.set(false);
  }

  /** Up to 3 history entries for the empty search bar. */
  const shownHistory = () => $history.get().slice(0, SEARCH_HISTORY_SHOWN);

  return {
    $text,
    $open,
    $loading,
    $suggestions,
    $history,
    type,
    prefill,
    open,
    close,
    clear,
    submit,
    remember,
    shownHistory,
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
