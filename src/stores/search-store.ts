import { atom, type WritableAtom } from 'nanostores';
import { bindActions } from './bind-actions';
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

/** One search bar's state: its atoms, its options, and the timers and search in flight. */
interface SearchState {
  options: SearchStoreOptions;
  $text: WritableAtom<string>;
  $open: WritableAtom<boolean>;
  $loading: WritableAtom<boolean>;
  $suggestions: WritableAtom<Suggestions | null>;
  $history: WritableAtom<SearchHistoryEntry[]>;
  searchTimer?: ReturnType<typeof setTimeout>;
  loaderTimer?: ReturnType<typeof setTimeout>;
  historyTimer?: ReturnType<typeof setTimeout>;
  pending?: AbortController;
}

function stopAll(state: SearchState): void {
  clearTimeout(state.searchTimer);
  clearTimeout(state.loaderTimer);
  clearTimeout(state.historyTimer);
  state.pending?.abort();
  state.pending = undefined;
}

function remember(state: SearchState, term: string): void {
  const history = withSearch(readSearchHistory(state.options.storage()), term, state.options.now());
  writeSearchHistory(state.options.storage(), history);
  state.$history.set(history);
}

/** Searches the page's shop, then the whole catalogue when the shop has nothing; null when superseded. */
async function searchFor(state: SearchState, text: string, signal: AbortSignal) {
  let response = await state.options.search(text, signal, false);
  // Nothing in this shop while the catalogue has it (issue 27): the whole catalogue's
  // suggestions, said so, rather than 'No hay resultados' where Enter finds products.
  const wholeCatalogue = response.meta.total === 0 && state.options.narrowed?.() === true;
  if (wholeCatalogue && !signal.aborted) {
    response = await state.options.search(text, signal, true);
  }
  return signal.aborted ? null : { response, wholeCatalogue };
}

async function run(state: SearchState, text: string): Promise<void> {
  state.pending?.abort();
  const controller = new AbortController();
  state.pending = controller;
  try {
    const found = await searchFor(state, text, controller.signal);
    if (!found) return;
    const { response, wholeCatalogue } = found;
    state.$suggestions.set(suggestionsFrom(text, response, wholeCatalogue));
    if (response.meta.total > 0) {
      const term = response.corrected_query ?? text;
      state.historyTimer = setTimeout(() => remember(state, term), SEARCH_HISTORY_SAVE_MS);
    }
  } catch {
    if (!controller.signal.aborted) state.$suggestions.set(null);
  } finally {
    if (state.pending === controller) {
      clearTimeout(state.loaderTimer);
      state.$loading.set(false);
      state.pending = undefined;
    }
  }
}

/** The shopper typed. */
function type(state: SearchState, text: string): void {
  stopAll(state);
  state.$text.set(text);
  state.$open.set(true);
  if (!text.trim()) {
    state.$loading.set(false);
    state.$suggestions.set(null);
    return;
  }
  state.loaderTimer = setTimeout(() => {
    state.$loading.set(true);
    state.$suggestions.set(null);
  }, SEARCH_LOADER_MS);
  state.searchTimer = setTimeout(() => run(state, text.trim()), FETCH_MIN_DELAY_MS);
}

/** The input got focus: the panel opens (history when empty). */
function open(state: SearchState): void {
  state.$history.set(readSearchHistory(state.options.storage()));
  state.$open.set(true);
}

/** A click outside: the panel closes, the text stays. */
function close(state: SearchState): void {
  state.$open.set(false);
}

/** Escape, or a route change: the text and suggestions go. */
function clear(state: SearchState): void {
  stopAll(state);
  state.$text.set('');
  state.$suggestions.set(null);
  state.$loading.set(false);
  state.$open.set(false);
}

/**
 * The results page's query is in the box: the text is set without a suggestion search (the
 * page already shows the results), so focusing the box does not fetch what is on screen.
 */
function prefill(state: SearchState, text: string): void {
  state.$text.set(text);
}

/**
 * Enter, the magnifier or an option leaving for the catalogue: the panel closes and pending
 * work stops. The results page joins the term to the history once it knows something was found.
 */
function submit(state: SearchState): void {
  stopAll(state);
  state.$open.set(false);
}

/** Up to 3 history entries for the empty search bar. */
const shownHistory = (state: SearchState) => state.$history.get().slice(0, SEARCH_HISTORY_SHOWN);

const searchActions = { type, prefill, open, close, clear, submit, remember, shownHistory };

/**
 * The search bar's state (spec §2, §4): typing waits 200 ms for a pause before searching, only
 * with non-empty text; if no answer came 500 ms after the typing, the loader shows and the old
 * suggestions go; 750 ms after an answer that found something the term joins the history (the
 * corrected words when the search corrected a typo), so typos and dead ends are never offered again.
 */
export function createSearchStore(options: SearchStoreOptions) {
  const state: SearchState = {
    options,
    $text: atom(''),
    $open: atom(false),
    $loading: atom(false),
    $suggestions: atom<Suggestions | null>(null),
    $history: atom<SearchHistoryEntry[]>([]),
  };
  const { $text, $open, $loading, $suggestions, $history } = state;
  return { $text, $open, $loading, $suggestions, $history, ...bindActions(state, searchActions) };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
