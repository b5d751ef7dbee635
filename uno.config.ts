import { readFileSync } from 'node:fs';
import { defineConfig, presetWind3 } from 'unocss';
import { SHOPS } from './src/lib/catalogue/shops';

// Each themed shop's header colour as a class (`bg-accent-kitchen`), so no page needs a style attribute.
const accents = Object.fromEntries(SHOPS.map((shop) => [`bg-accent-${shop.key}`, `bg-[${shop.accent}]`]));

// The shell's and the listings' own rules ride in UnoCSS's stylesheet, the one cached file every
// page links: components' <style> blocks were inlined again in every page (issue 17 item 2).
const ownRules = ['src/styles/shell.css', 'src/styles/listing.css']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

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
  preflights: [{ getCSS: () => ownRules }],
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
    'product-card': 'relative flex flex-col rounded-lg border border-gray-200 p-3 hover:shadow-md',
    'product-card-foot': 'mt-auto pt-2',
    // A price (components/product/Price.astro), on every card.
    'price-line': 'flex flex-wrap items-baseline gap-x-2',
    'price-now': 'font-bold text-ink',
    'price-before': 'text-sm text-ink-soft',
    'price-discount': 'rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white',
    'price-unit': 'basis-full text-xs text-ink-soft',
    // The name's link stretches over the whole card.
    'product-card-link': 'link-plain after:absolute after:inset-0 after:content-empty',
    // The header's menus: the side menu's links and the navbar's shops, toggles and dropdowns.
    'side-link': 'block rounded px-2 py-2 hover:bg-gray-100 focus-ring',
    'menu-shop':
      'block whitespace-nowrap rounded px-3 py-2 font-medium text-ink hover:bg-gray-100 focus-ring',
    'menu-toggle':
      '-ml-2 inline-flex h-8 w-8 items-center justify-center rounded text-ink hover:bg-gray-100 focus-ring',
    'menu-panel':
      'absolute inset-x-4 top-full z-30 rounded-b-lg border border-gray-200 bg-white p-4 shadow-lg',
    // The wishlist heart repeats on every card (issue 17, lean HTML), and its classes are the same everywhere.
    'btn-heart':
      'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:text-red-700 focus-ring aria-pressed:text-red-700',
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
