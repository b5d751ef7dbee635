// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { reloadOnChunkFailure } from '../../../../src/layouts/chunk-reload.client';
import { CHUNK_RELOAD_KEY } from '../../../../src/lib/ui/chunk-reload';

const reload = vi.fn();
vi.stubGlobal('location', { ...window.location, reload });
reloadOnChunkFailure(window);

/** Astro's report of an island whose chunk could not be fetched, even on its retry. */
function chunkFailed(island: Element): CustomEvent {
  const event = new CustomEvent('astro:hydration-error', {
    cancelable: true,
    bubbles: true,
    detail: { error: new TypeError('Failed to fetch dynamically imported module: /_astro/AddToCart.x.js') },
  });
  island.dispatchEvent(event);
  return event;
}

afterEach(() => {
  reload.mockClear();
  sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  document.body.innerHTML = '';
});

describe('a failed island chunk reloads the page (spec §8), unless the shopper’s press lives on without it', () => {
  test('an island whose chunk is gone reloads the page once', () => {
    document.body.innerHTML =
      '<astro-island data-island="hydrating"><button>Añadir al carrito</button></astro-island>';
    expect(chunkFailed(document.querySelector('button')!.parentElement!).defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('an island whose press a page script took (the buy form’s early add) is not reloaded under the shopper, even once that add is saved', () => {
    document.body.innerHTML =
      '<astro-island data-island="hydrating" data-press-taken><button>Añadir al carrito</button></astro-island>';
    expect(chunkFailed(document.querySelector('astro-island')!).defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
