import type { ClientDirective } from 'astro';
import { HYDRATE_EVENT, islandHydrateEvent } from '../lib/ui/hydration';
import { holdPresses, pressesFirst } from './held-presses';
import { hydrateIsland, markWaiting } from './hydrate-island';

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
 *
 * `client:interaction="name"`: a named island waits for the shopper to come to it (pointer over
 * it, focus or touch inside it) or for its store to ask by name (islandHydrateEvent): the search
 * bar's and the mini cart's code is not fetched and run at a page's first touch that was not meant
 * for them, which keeps that first interaction light (issue 17: JS after it).
 *
 * Either way a press on the island's controls before React is there is held and pressed again once
 * it is (held-presses.ts): tapping early does what tapping later does.
 */
const interaction: ClientDirective = (load, options, island) => {
  const name = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  // A named island listens on itself; pointerover, focusin and touchstart reach it from inside.
  const target: EventTarget = name ? island : window;
  const requests = name ? [HYDRATE_EVENT, islandHydrateEvent(name)] : [HYDRATE_EVENT];
  let started = false;
  const start = async (cue?: Event) => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, LISTENER);
    for (const type of requests) window.removeEventListener(type, onRequest);
    // Started by the shopper's first pointer, touch, key or focus: the island's code is asked for
    // once that event has been dispatched, so an island the shopper reached for asks for what its
    // press needs first (held-presses.ts: the buy form's early add), ahead of every island's code
    // on a phone's few connections and narrow bandwidth (issue 27 item 1: tap to popup).
    if (cue) await new Promise((resolve) => setTimeout(resolve, 0));
    // A press being added before React goes first (held-presses.ts).
    const first = pressesFirst();
    if (first) await first;
    try {
      await hydrateIsland(island, load);
    } finally {
      presses.release();
    }
    replayHoverAndFocus(island);
  };
  // A failed load releases the press: the plain form posts instead.
  const presses = holdPresses(island, () => void start().catch(() => {}));
  const onInteraction = (event: Event) => void start(event).catch(() => {});
  const onRequest = () => void start().catch(() => {});
  markWaiting(island);
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, LISTENER);
  for (const type of requests) window.addEventListener(type, onRequest);
};

export default interaction;
