import { escapeHtml, fold, WORD } from '../text.ts';

/**
 * The name with `<em>` around the words the query matched (`matches` takes a folded word: the
 * search's own alternatives, plurals, synonyms and corrections included) and everything else
 * HTML-escaped, as search engines send `_highlightResult`.
 */
export function highlightName(name: string, matches: (word: string) => boolean): string {
  let html = '';
  let cursor = 0;
  for (const match of name.matchAll(WORD)) {
    if (!matches(fold(match[0]))) continue;
    html += `${escapeHtml(name.slice(cursor, match.index))}<em>${escapeHtml(match[0])}</em>`;
    cursor = match.index + match[0].length;
  }
  return html + escapeHtml(name.slice(cursor));
}
