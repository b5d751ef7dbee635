import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_STORED } from '../constants';

/** One past search (spec §3): the term and when it was made (ms since epoch). */
export interface SearchHistoryEntry {
  term: string;
  timestamp: number;
}

/**
 * The history after a search (spec §5): empty terms are ignored, a term is kept once (a repeat
 * moves to the front, compared without case or accents), and at most 10 are kept, newest first.
 */
export function withSearch(
  history: readonly SearchHistoryEntry[],
  term: string,
  now: number,
): SearchHistoryEntry[] {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean) return [...history];
  const key = foldTerm(clean);
  return [{ term: clean, timestamp: now }, ...history.filter((entry) => foldTerm(entry.term) !== key)].slice(
    0,
    SEARCH_HISTORY_STORED,
  );
}

/** A search term as compared: lower case, no accents ('Jamón' and 'jamon' are one). */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  const entry = value as SearchHistoryEntry | null;
  return typeof entry?.term === 'string' && entry.term.trim() !== '' && typeof entry.timestamp === 'number';
}

/** The stored history; storage that fails (privacy mode, quota, bad JSON) reads as empty (spec §8). */
export function readSearchHistory(storage: Pick<Storage, 'getItem'> | undefined): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SEARCH_HISTORY_STORED) : [];
  } catch {
    return [];
  }
}

/** Stores the history; security and quota errors are ignored (spec §8). */
export function writeSearchHistory(
  storage: Pick<Storage, 'setItem'> | undefined,
  history: readonly SearchHistoryEntry[],
): void {
  try {
    storage?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // The history is a convenience: a browser that refuses to store it loses nothing else.
  }
}
