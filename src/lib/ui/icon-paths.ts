/**
 * The shop's icons as SVG paths on a 24×24 grid: drawn inline (no request, no icon font) by
 * components/common/Icon.astro on the server's pages and islands/shared/Icon.tsx in the islands.
 */
export const ICON_PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3-1.4 1.4-4.3-4.3A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4 6.9 4c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.9 0 6 4.2 4.5 7.7C19.5 16.4 12 21 12 21Z',
  cart: 'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.4L21 8H7.2M9.5 20.5a1.5 1.5 0 1 0 0-.01M17.5 20.5a1.5 1.5 0 1 0 0-.01',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7Zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  warning: 'M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** The icons drawn as lines (styles/shell.css `.icon-stroke`); the others are filled. */
export const STROKED_ICONS: ReadonlySet<IconName> = new Set(['cart', 'gift', 'menu', 'close', 'warning']);
