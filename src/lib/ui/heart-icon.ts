import { ICON_PATHS } from './icon-paths';

/** The wishlist's heart, a 24 × 24 path: the header's link draws it (Icon), the hearts' buttons mask with it. */
export const HEART_ICON = ICON_PATHS.heart;

/**
 * The heart as a CSS mask image, outlined or filled, with its 2 px stroke inside a 26 px box (one
 * pixel beyond the path's 24 on each side): the hearts' buttons paint it in their text colour
 * (uno.config.ts), so 24 cards a page carry no SVG each (issue 17 item 2).
 */
export function heartMask(filled: boolean): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='-1 -1 26 26'><path d='${HEART_ICON}' fill='${filled ? 'black' : 'none'}' stroke='black' stroke-width='2' stroke-linejoin='round'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
