/** Folds text the way the FTS tokenizer does: lowercase, accents (and ñ) removed. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Words of a search text, folded; at most `max`. */
export function searchTerms(query: string, max = 8): string[] {
  return fold(query).split(/[^a-z0-9]+/).filter(Boolean).slice(0, max);
}

/** An FTS5 MATCH expression: every term must match, the last one as a prefix (typing "sart" finds "sartén"). */
export function ftsExpression(terms: string[]): string {
  return terms.map((term, index) => (index === terms.length - 1 ? `"${term}"*` : `"${term}"`)).join(' ');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The name as escaped HTML with `<em>` around the words that start with a search term. */
export function highlightName(name: string, terms: string[]): string {
  return name
    .split(/(\s+)/)
    .map((word) => {
      const folded = fold(word).replace(/[^a-z0-9]/g, '');
      const hit = folded.length > 0 && terms.some((term) => folded.startsWith(term));
      return hit ? `<em>${escapeHtml(word)}</em>` : escapeHtml(word);
    })
    .join('');
}
