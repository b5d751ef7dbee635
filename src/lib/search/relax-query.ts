import { SEARCH_RELAXATIONS_MAX } from '../constants';
import { foldTerm } from './search-history';

/**
 * Words that say nothing about the product a shopper wants ('algo para', 'quiero un'). Not 'sin':
 * 'cerveza sin alcohol' means it.
 */
const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'algo',
  'busco',
  'comprar',
  'con',
  'de',
  'del',
  'el',
  'en',
  'la',
  'las',
  'los',
  'mi',
  'necesito',
  'para',
  'por',
  'que',
  'quiero',
  'un',
  'una',
  'unas',
  'unos',
  'y',
]);

/**
 * The looser queries to try, in order, when a query found nothing (issue 27, as Algolia's
 * `removeWordsIfNoResults: 'lastWords'`): first the query without its filler words, all at
 * once; then one word fewer from the end each time, down to the first word. Which word matched
 * least is unknowable from here (an API's empty answer names none), so the rule rests on how
 * Spanish names things: the noun first, what narrows it after ('funda móvil azul', 'pienso gatos
 * esterilizados'), so the last word is the least needed and the first the one kept. At most
 * `most` queries, each different from the one before.
 */
export function looserQueries(query: string, most = SEARCH_RELAXATIONS_MAX): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const looser: string[] = [];
  let current = words;
  const meaningful = words.filter((word) => !FILLER_WORDS.has(foldTerm(word)));
  if (meaningful.length > 0 && meaningful.length < words.length) {
    current = meaningful;
    looser.push(current.join(' '));
  }
  while (current.length > 1) {
    current = current.slice(0, -1);
    looser.push(current.join(' '));
  }
  return looser.slice(0, most);
}
