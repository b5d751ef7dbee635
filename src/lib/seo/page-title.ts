/** The longest <title> search engines show whole (html-validate's `long-title` holds us to it). */
export const TITLE_MAX_CHARS = 70;
const SEPARATOR = ' | ';
const ELLIPSIS = '…';

/**
 * The page's <title>: "{title} | {shop}" when it fits, else the title alone, else the title cut at
 * a word with an ellipsis. A product's long name matters more to a shopper than the shop's name.
 */
export function pageTitle(title: string, shopName: string): string {
  if (title === shopName) return title;
  const withShop = `${title}${SEPARATOR}${shopName}`;
  if (withShop.length <= TITLE_MAX_CHARS) return withShop;
  if (title.length <= TITLE_MAX_CHARS) return title;
  const room = title.slice(0, TITLE_MAX_CHARS - ELLIPSIS.length);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,.;:–—-]+$/, '')}${ELLIPSIS}`;
}
