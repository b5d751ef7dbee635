/** Text helpers shared by the seed (slugs) and the search (accent-insensitive matching). */

/** Lower-case and strip accents, the same folding FTS5's `remove_diacritics 2` applies. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** URL slug: folded, ASCII letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML with the five usual entities (the ones the shop's highlight parser decodes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Word tokens as FTS5's unicode61 tokenizer sees them: runs of letters and digits. */
export const WORD = /[\p{L}\p{N}]+/gu;
