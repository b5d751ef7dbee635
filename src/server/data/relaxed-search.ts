import type { SearchResponse, TextSearchQuery } from '@shop/contract/catalogue';
import { looserQueries } from '../../lib/search/relax-query';
import { cachedTextSearch } from './cached';

/** A text search's answer, and the looser words it was found with when the shopper's found nothing. */
export interface RelaxedAnswer {
  results: SearchResponse;
  /** The words searched instead (as the API read them: its correction when it made one); absent when none was needed. */
  relaxedTo?: string;
}

/**
 * The catalogue's text search that never leaves a shopper at zero when looser words find
 * products (issue 27): only when the answer is empty, the looser queries of lib/search/relax-query
 * are asked one by one (SEARCH_RELAXATIONS_MAX at most) and the first with products answers. Any
 * API will do: nothing here needs more than §7's answer.
 */
export async function relaxedTextSearch(query: TextSearchQuery): Promise<RelaxedAnswer> {
  const results = await cachedTextSearch(query);
  if (results.data.length > 0) return { results };
  for (const q of looserQueries(query.q)) {
    const looser = await cachedTextSearch({ ...query, q });
    if (looser.data.length > 0) return { results: looser, relaxedTo: looser.corrected_query ?? q };
  }
  return { results };
}
