/** The query parameter asking the catalogue for the words exactly as typed, not their correction. */
export const ORIGINAL_WORDS_PARAM = 'original';

/** Whether a results page was asked for the typed words as they are. */
export function wantsOriginalWords(params: URLSearchParams): boolean {
  return params.get(ORIGINAL_WORDS_PARAM) === '1';
}

/** The results page of the typed words as they are ("Buscar «saretn» en su lugar"). */
export function originalWordsHref(basePath: string, typed: string): string {
  return `${basePath}?${new URLSearchParams({ q: typed, [ORIGINAL_WORDS_PARAM]: '1' })}`;
}

/**
 * How the results page reads a search answer (issue 15). A corrected answer ('saretn' found as
 * 'sartén') shows the corrected words, unless the shopper asked for the typed words: the search
 * corrects only when they match nothing as typed, so those are a search that found nothing.
 */
export function searchOutcome(
  typed: string,
  corrected: string | undefined,
  original: boolean,
): { shown: string; corrected?: string; foundNothing: boolean } {
  if (!corrected) return { shown: typed, foundNothing: false };
  if (original) return { shown: typed, corrected, foundNothing: true };
  return { shown: corrected, corrected, foundNothing: false };
}

/** The single words of a query of several, each a search of its own to try when all together found nothing. */
export function separateWords(query: string): string[] {
  const words = query.split(/\s+/).filter((word) => word.length > 1);
  return words.length > 1 ? [...new Set(words)] : [];
}
