import type { ClientDirective } from 'astro';
import { ISLAND_STATE_ATTRIBUTE } from '../lib/ui/hydration';

type Load = Parameters<ClientDirective>[0];

/** Marks an island as waiting for its directive's cue (ISLAND_STATE_ATTRIBUTE). */
export function markWaiting(island: HTMLElement): void {
  island.setAttribute(ISLAND_STATE_ATTRIBUTE, 'waiting');
}

/**
 * Loads and hydrates an island, marking where it is: 'hydrating', then 'ready' once React is
 * there. Astro answers a failed load with a hydration that does nothing: the island stays
 * 'hydrating' (its server HTML, as without JavaScript).
 */
export async function hydrateIsland(island: HTMLElement, load: Load): Promise<void> {
  island.setAttribute(ISLAND_STATE_ATTRIBUTE, 'hydrating');
  const hydrate = await load();
  await hydrate();
  if (!island.hasAttribute('ssr')) island.setAttribute(ISLAND_STATE_ATTRIBUTE, 'ready');
}
