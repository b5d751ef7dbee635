import { atom } from 'nanostores';
import type { SearchResponse } from '../contract/catalogue';
import {
  FETCH_MIN_DELAY_MS,
  SEARCH_BRANDS_MAX,
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
import type { Suggestions } from '../lib/search/search-options';

export type { Suggestions } from '../lib/search/search-options';

export interface SearchStoreOptions {
  /** Runs the suggestion search (5 products, spec §7); the signal aborts a superseded one. */
  search(text: string, signal: AbortSignal): Promise<SearchResponse>;
  storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): number;
}

/**
 * The search bar's state (spec §2, §4): typing waits 200 ms for a pause before searching, only
 * with non-empty text; if no answer came 500 ms after the typing, the loader shows and the old
 * suggestions go; 750 ms after an answer the term joins the history.
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
      const response = await options.search(text, controller.signal);
      if (controller.signal.aborted) return;
      const brands = response.facets.find((facet) => facet.field === 'brand.name' && facet.type === 'in');
      $suggestions.set({
        text,
        products: response.data,
        brands: brands?.type === 'in' ? brands.values.slice(0, SEARCH_BRANDS_MAX) : [],
      });
      historyTimer = setTimeout(() => remember(text), SEARCH_HISTORY_SAVE_MS);
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

  /** Enter or the magnifier: the term is a search, remembered now. */
  function submit(text: string): void {
    stopAll();
    remember(text);
    $open.set(false);
  }

  /** Up to 3 history entries for the empty search bar. */
  const shownHistory = () => $history.get().slice(0, SEARCH_HISTORY_SHOWN);

  return { $text, $open, $loading, $suggestions, $history, type, open, close, clear, submit, shownHistory };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
