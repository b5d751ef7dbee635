import type { ClientDirective } from 'astro';
import { holdPresses } from './held-presses';
import { hydrateIsland } from './hydrate-island';

/**
 * `client:eager`: Astro's `client:load` (the island's code is fetched as the page is parsed) with
 * the first press held until React is there (held-presses.ts): on the cart, checkout and account
 * pages a tap that beats the island's code does what the hydrated island does, not a plain post.
 */
const eager: ClientDirective = (load, _options, island) => {
  const presses = holdPresses(island, () => {});
  (async () => {
    try {
      await hydrateIsland(island, load);
    } finally {
      presses.release();
    }
  })().catch(() => {});
};

export default eager;
