import { readFileSync } from 'node:fs';
import { defineConfig, presetWind3 } from 'unocss';
import { SHOPS } from './src/lib/catalogue/shops';
import { heartMask } from './src/lib/ui/heart-icon';

// Each themed shop's header colour as a class (`bg-accent-kitchen`), so no page needs a style attribute.
const accents = Object.fromEntries(SHOPS.map((shop) => [`bg-accent-${shop.key}`, `bg-[${shop.accent}]`]));

// The shell's and the listings' own rules ride in UnoCSS's stylesheet, the one cached file every
// page links: components' <style> blocks were inlined again in every page (issue 17 item 2).
const ownRules = ['src/styles/shell.css', 'src/styles/listing.css']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

// WishlistHeart.tsx: a heart not saved is an outline, a saved one filled (aria-pressed), the same
// before JavaScript (the server's aria-pressed) and after it (the wishlist store's). The button
// paints it in its own text colour through the heart's mask; in forced colours, in the button's.
const heartRules = `.btn-heart::before{--heart:${heartMask(false)};content:"";width:26px;height:26px;margin:-1px;background-color:currentColor;-webkit-mask:var(--heart) center/100% no-repeat;mask:var(--heart) center/100% no-repeat}
.btn-heart[aria-pressed="true"]::before{--heart:${heartMask(true)}}
@media (forced-colors:active){.btn-heart::before{forced-color-adjust:none;background-color:ButtonText}}`;

// Stars.astro: `stars-1` to `stars-10` fill listing.css's five `.stars` to that many half stars
// (`stars-0`, none, is the rule's own 0%).
const HALF_STARS = 10;
const starFills = Array.from(
  { length: HALF_STARS },
  (_, index) => `.stars-${index + 1}{--stars-fill:${((index + 1) * 100) / HALF_STARS}%}`,
).join('\n');

// Colours are chosen for WCAG AA contrast on white (≥ 4.5:1 for text).
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      brand: { DEFAULT: '#9a3412', dark: '#7c2d12', light: '#fff7ed' },
      ink: { DEFAULT: '#1f2937', soft: '#4b5563' },
    },
  },
  // The badges' shortcut is written by scripts too (.ts files, which UnoCSS does not read).
  safelist: [...Object.keys(accents), 'count-badge'],
  preflights: [{ getCSS: () => `${ownRules}\n${starFills}\n${heartRules}` }],
  shortcuts: {
    ...accents,
    'container-shop': 'mx-auto w-full max-w-7xl px-4',
    'focus-ring': 'outline-none focus-visible:ring-3 focus-visible:ring-offset-2 focus-visible:ring-brand',
    'btn-primary':
      'inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark focus-ring btn-disabled',
    // A disabled button looks inactive: grey, no hover, the not-allowed cursor (WCAG exempts it from contrast).
    'btn-disabled':
      'disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-600 disabled:hover:bg-gray-200 disabled:shadow-none',
    'link-plain': 'text-ink underline-offset-2 hover:underline focus-ring',
    // A product card's parts: 24 cards a listing page, so their classes are named once here (issue 17 item 2).
    // Its name's link (the one link among its children's children) stretches over the whole card,
    // and its foot (stars, price, promise: its last child) keeps to the bottom, styled from here
    // rather than by a class on 24 links and 24 feet.
    'product-card':
      'relative flex flex-col rounded-lg border border-gray-200 p-3 hover:shadow-md [&>:last-child]:mt-auto [&>:last-child]:pt-2 [&>*>a]:text-ink [&>*>a]:underline-offset-2 [&>*>a:hover]:underline [&>*>a]:outline-none [&>*>a:focus-visible]:ring-3 [&>*>a:focus-visible]:ring-offset-2 [&>*>a:focus-visible]:ring-brand [&>*>a]:after:absolute [&>*>a]:after:inset-0 [&>*>a]:after:content-empty',
    // A price (components/product/Price.astro), on every card.
    'price-line': 'flex flex-wrap items-baseline gap-x-2',
    'price-now': 'font-bold text-ink',
    'price-before': 'text-sm text-ink-soft',
    'price-discount': 'rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white',
    'price-unit': 'basis-full text-xs text-ink-soft',
    // The header's menus: the side menu's links and the navbar's shops, toggles and dropdowns.
    'side-link': 'block rounded px-2 py-2 hover:bg-gray-100 focus-ring',
    'side-summary': 'side-link cursor-pointer font-semibold',
    // A side drawer's title bar and its close button (SideDrawer.astro: the menu, and a shop's own).
    'drawer-head': 'flex items-center justify-between border-b border-gray-200 px-4 py-2',
    'drawer-close':
      'inline-flex h-11 w-11 items-center justify-center rounded text-ink hover:bg-gray-100 focus-ring',
    // A shop's subcategories in a side menu: their links look like `side-link`, named once on the
    // list (23 links in the DIY drawer, and those the menus' fragment adds).
    'side-sublist':
      'ml-4 space-y-1 border-l border-gray-200 pl-2 [&_a]:block [&_a]:rounded [&_a]:px-2 [&_a]:py-2 [&_a:hover]:bg-gray-100 [&_a]:outline-none [&_a:focus-visible]:ring-3 [&_a:focus-visible]:ring-offset-2 [&_a:focus-visible]:ring-brand',
    // A subcategory's tile (components/catalogue/CategoryTile.astro) and its picture.
    'category-tile':
      'flex items-center gap-3 rounded-lg border border-gray-200 p-3 hover:shadow-md focus-ring [&>img]:h-[75px] [&>img]:w-[75px] [&>img]:shrink-0 [&>img]:rounded [&>img]:object-cover',
    'menu-shop':
      'block whitespace-nowrap rounded px-3 py-2 font-medium text-ink hover:bg-gray-100 focus-ring',
    'menu-toggle':
      '-ml-2 inline-flex h-8 w-8 items-center justify-center rounded text-ink hover:bg-gray-100 focus-ring',
    'menu-panel':
      'absolute inset-x-4 top-full z-30 rounded-b-lg border border-gray-200 bg-white p-4 shadow-lg',
    // The wishlist heart repeats on every card (issue 17, lean HTML), and its classes are the same everywhere.
    'btn-heart':
      'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:text-red-700 focus-ring aria-pressed:text-red-700',
    // The shopper's initial in the header's account link and the side menu's (shown by
    // account-entry.client.ts, which swaps `hidden` and `inline-flex`).
    'account-initial': 'shrink-0 items-center justify-center rounded-full font-bold leading-none',
    // The header's counters: the cart's and the wishlist's badge on their links.
    'count-badge':
      'absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-white px-1 text-center text-xs font-bold text-ink',
    // The cookie banner is in every page's HTML: short classes keep it small.
    'cookie-banner':
      'fixed inset-x-0 bottom-0 z-50 border-t border-gray-300 bg-white py-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.15)]',
    // Narrow padding on a phone keeps 'Aceptar todo' on one line beside 'Rechazar' and 'Configurar'.
    'cookie-btn': 'min-h-11 rounded-md px-2 py-2 font-semibold focus-ring sm:px-4',
    // Accepting and rejecting share this one: equally easy and visible (AEPD guide).
    'cookie-btn-primary': 'cookie-btn bg-brand text-white hover:bg-brand-dark',
    'cookie-btn-secondary': 'cookie-btn border border-gray-400 hover:bg-gray-100',
    // 'Configurar' in the banner's first layer: the details are a step further, the two answers first.
    'cookie-btn-link':
      'min-h-11 rounded-md px-2 text-sm font-semibold underline hover:bg-gray-100 focus-ring',
    'cookie-option': 'flex items-start gap-2 py-1 text-sm',
    // The footer's lists of links, in every page's HTML: their links' look (link-plain's) named
    // once on each list instead of on some 20 links (issue 17's HTML budget).
    'footer-links':
      'space-y-1 [&_a]:text-ink [&_a]:underline-offset-2 [&_a:hover]:underline [&_a]:outline-none [&_a:focus-visible]:ring-3 [&_a:focus-visible]:ring-offset-2 [&_a:focus-visible]:ring-brand',
    'carousel-btn':
      'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-400 text-ink hover:bg-gray-100 focus-ring',
  },
});
