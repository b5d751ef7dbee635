import { es, format } from '../../i18n/es';

/** The header badge's classes (a UnoCSS shortcut: the header script writes it too, and UnoCSS does not read .ts files). */
export const WISHLIST_BADGE_CLASS = 'count-badge';

/** The header link's name: 'Lista de deseos (n)' once the count is known, plain before. */
export function wishlistLinkName(count: number, known: boolean): string {
  return known ? format(es.header.wishlistCount, { count }) : es.header.wishlist;
}
