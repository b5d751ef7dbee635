import type { ClientDirective } from 'astro';
import { HYDRATE_EVENT } from '../lib/ui/hydration';

// The first sign of a shopper about to act, anywhere on the page. Scrolling is not one: reading
// needs no React.
const INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
const LISTENER = { capture: true, passive: true } as const;

/**
 * The pointer or focus that arrived while the island was still server HTML moved on to React's
 * handlers: hydrating React queues these events and replays them once hydrated, so the mini cart
 * opens under a pointer that reached it first (its `mouseenter` had already fired).
 */
function replayHoverAndFocus(island: HTMLElement): void {
  const focused = document.activeElement;
  if (focused && island.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const hovered = island.querySelectorAll(':hover');
  hovered[hovered.length - 1]?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

/**
 * `client:interaction`: hydrates on the first pointer, touch, key or focus anywhere on the page,
 * or when a store asks (HYDRATE_EVENT), so that React is never evaluated on a page only read.
 */
const interaction: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, start, LISTENER);
    window.removeEventListener(HYDRATE_EVENT, start);
    const hydrate = await load();
    await hydrate();
    replayHoverAndFocus(island);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, LISTENER);
  window.addEventListener(HYDRATE_EVENT, start);
};

export default interaction;
