import { type CountNote, countNoteCookie } from '../lib/cart/count-notes';

/** Keeps a count's note for the next page's header (lib/cart/count-notes.ts); nothing on the server. */
export function writeCountNote(note: CountNote, count: number): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports; `cookie` builds the value.
  document.cookie = countNoteCookie(note, count, location.protocol === 'https:');
}
