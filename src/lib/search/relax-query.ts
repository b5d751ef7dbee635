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
 * `removeWordsIfNoResults`): first the query without its filler words, all at once; then one
 * word fewer at a time, dropped from the end and then from the start ('lastWords', then
 * 'firstWords'), down to a single word. Which word matched least is unknowable from here (an
 * API's empty answer names none), so the order rests on how Spanish names things: the noun
 * first, what narrows it after ('funda móvil azul', 'pienso gatos esterilizados'), so the last
 * word is the least needed; a first word the API does not know (a model, a misspelt brand) is
 * dropped next. At most `most` queries, none repeated.
 */
export function looserQueries(query: string, most = SEARCH_RELAXATIONS_MAX): string[] {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  const meaningful = typed.filter((word) => !FILLER_WORDS.has(foldTerm(word)));
  const words = meaningful.length > 0 ? meaningful : typed;
  const looser = new Set<string>();
  if (words.length < typed.length) looser.add(words.join(' '));
  for (let kept = words.length - 1; kept >= 1; kept--) {
    looser.add(words.slice(0, kept).join(' '));
    looser.add(words.slice(words.length - kept).join(' '));
  }
  return [...looser].slice(0, most);
}
