import { escapeHtml, fold, WORD } from '../text.ts';

/**
 * The name with `<em>` around the words the query matched and everything else HTML-escaped, as
 * search engines send `_highlightResult`. Like the FTS query, the last term matches as a prefix.
 */
export function highlightName(name: string, terms: readonly string[]): string {
  if (terms.length === 0) return escapeHtml(name);
  const last = terms[terms.length - 1]!;
  const exact = new Set(terms);
  let html = '';
  let cursor = 0;
  for (const match of name.matchAll(WORD)) {
    const word = fold(match[0]);
    if (!exact.has(word) && !word.startsWith(last)) continue;
    html += `${escapeHtml(name.slice(cursor, match.index))}<em>${escapeHtml(match[0])}</em>`;
    cursor = match.index + match[0].length;
  }
  return html + escapeHtml(name.slice(cursor));
}
