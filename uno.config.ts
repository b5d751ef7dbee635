import { defineConfig, presetWind3 } from 'unocss';
import { SHOPS } from './src/lib/catalogue/shops';

// Each themed shop's header colour as a class (`bg-accent-kitchen`), so no page needs a style attribute.
const accents = Object.fromEntries(SHOPS.map((shop) => [`bg-accent-${shop.key}`, `bg-[${shop.accent}]`]));

// Colours are chosen for WCAG AA contrast on white (≥ 4.5:1 for text).
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      brand: { DEFAULT: '#9a3412', dark: '#7c2d12', light: '#fff7ed' },
      ink: { DEFAULT: '#1f2937', soft: '#4b5563' },
    },
  },
  safelist: Object.keys(accents),
  preflights: [
    {
      // Without JavaScript the banner shows on every page (nothing can hide it once answered), so
      // it sits at the top in the page's flow instead of covering the page's bottom.
      getCSS: () => '@media (scripting:none){#cookie-banner{position:static}}',
    },
  ],
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
    // The cookie banner is in every page's HTML: short classes keep it small.
    'cookie-banner':
      'fixed inset-x-0 bottom-0 z-50 border-t border-gray-300 bg-white p-4 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.15)]',
    'cookie-btn': 'min-h-11 rounded-md px-4 py-2 font-semibold focus-ring',
    // Accepting and rejecting share this one: equally easy and visible (AEPD guide).
    'cookie-btn-primary': 'cookie-btn bg-brand text-white hover:bg-brand-dark',
    'cookie-btn-secondary': 'cookie-btn border border-gray-400 hover:bg-gray-100',
    'cookie-option': 'flex items-start gap-2 py-1 text-sm',
    'carousel-btn':
      'inline-flex h-11 w-11 items-center justify-center rounded-full border border-gray-400 text-ink hover:bg-gray-100 focus-ring',
  },
});
