import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@shop/contract/catalogue';
import { createSearchStore } from '../../../../src/stores/search-store';
import { brandFacet } from '../../support/catalogue';

// 'zz…' finds nothing; 'saretn' is found through a typo, as 'sartén'.
const answer = (text: string): SearchResponse => ({
  data: text.startsWith('zz') ? [] : [{ id: 1, name: `${text} 1` } as SearchResponse['data'][number]],
  meta: { current_page: 1, per_page: 5, total: text.startsWith('zz') ? 0 : 1, last_page: 1 },
  ...(text === 'saretn' ? { corrected_query: 'sartén' } : {}),
  facets: [brandFacet(7, 7)],
});

let searches: string[];
let stored: Map<string, string>;
let latency: number;
let store: ReturnType<typeof createSearchStore>;

beforeEach(() => {
  vi.useFakeTimers();
  searches = [];
  stored = new Map();
  latency = 50;
  store = createSearchStore({
    search: (text, signal) => {
      searches.push(text);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(answer(text)), latency);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
    storage: () => ({
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    }),
    now: () => 1000,
  });
});
afterEach(() => vi.useRealTimers());

describe('search bar store', () => {
  it('searches once the typing pauses, with 5 products and at most 5 brands', async () => {
    store.type('s');
    store.type('sa');
    store.type('sar');
    await vi.advanceTimersByTimeAsync(199);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(searches).toEqual(['sar']);
    expect(store.$suggestions.get()?.brands).toHaveLength(5);
    expect(store.$loading.get()).toBe(false);
  });

  it('never searches empty text, which shows the history instead', async () => {
    store.type('   ');
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches).toEqual([]);
    expect(store.$suggestions.get()).toBeNull();
  });

  it('shows the loader and clears old suggestions when no answer came 500 ms after typing', async () => {
    store.type('vino');
    await vi.advanceTimersByTimeAsync(300);
    expect(store.$suggestions.get()?.text).toBe('vino');
    latency = 1000;
    store.type('vinos');
    await vi.advanceTimersByTimeAsync(499);
    expect(store.$loading.get()).toBe(false);
    expect(store.$suggestions.get()?.text).toBe('vino');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.$loading.get()).toBe(true);
    expect(store.$suggestions.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.$loading.get()).toBe(false);
    expect(store.$suggestions.get()?.text).toBe('vinos');
  });

  it('saves the term to history 750 ms after the answer, not before', async () => {
    store.type('jamón');
    await vi.advanceTimersByTimeAsync(250);
    await vi.advanceTimersByTimeAsync(749);
    expect(stored.get('history_search')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(stored.get('history_search')!)).toEqual([{ term: 'jamón', timestamp: 1000 }]);
  });

  it('typing on before the history delay cancels saving the unfinished term', async () => {
    store.type('jam');
    await vi.advanceTimersByTimeAsync(400);
    store.type('jamón');
    await vi.advanceTimersByTimeAsync(1100);
    expect(JSON.parse(stored.get('history_search')!).map((entry: { term: string }) => entry.term)).toEqual([
      'jamón',
    ]);
  });

  it('keeps only searches that found something, and the corrected words rather than the typo', async () => {
    store.type('zzxq');
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.$suggestions.get()?.total).toBe(0);
    expect(stored.get('history_search')).toBeUndefined();
    store.type('saretn');
    await vi.advanceTimersByTimeAsync(2000);
    expect(JSON.parse(stored.get('history_search')!)).toEqual([{ term: 'sartén', timestamp: 1000 }]);
  });

  it('Escape clears the text and suggestions; a submit closes and saves nothing itself; 3 history entries shown', async () => {
    store.type('vino');
    await vi.advanceTimersByTimeAsync(300);
    store.clear();
    expect(store.$text.get()).toBe('');
    expect(store.$suggestions.get()).toBeNull();
    store.type('cava');
    store.submit();
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches).toEqual(['vino']);
    expect(store.$open.get()).toBe(false);
    for (const term of ['a', 'b', 'c', 'd']) store.remember(term);
    store.open();
    expect(store.shownHistory().map((entry) => entry.term)).toEqual(['d', 'c', 'b']);
  });

  it('a prefilled query (the results page) searches nothing', async () => {
    store.prefill('vino');
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.$text.get()).toBe('vino');
    expect(searches).toEqual([]);
  });

  it('falls back to the whole catalogue when the themed shop has none, and says so', async () => {
    // 'zzcasa' is in no shop, only in the whole catalogue.
    const asked: [string, boolean][] = [];
    const shop = createSearchStore({
      search: async (text, _signal, wholeCatalogue) => {
        asked.push([text, wholeCatalogue]);
        return answer(wholeCatalogue ? 'casa' : text);
      },
      narrowed: () => true,
      storage: () => undefined,
      now: () => 1000,
    });
    shop.type('zzcasa');
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toEqual([
      ['zzcasa', false],
      ['zzcasa', true],
    ]);
    expect(shop.$suggestions.get()).toMatchObject({ wholeCatalogue: true, total: 1 });
  });

  it('asks the whole catalogue only when a themed shop narrowed the search', async () => {
    store.type('zzz');
    await vi.advanceTimersByTimeAsync(300);
    expect(searches).toEqual(['zzz']);
    expect(store.$suggestions.get()).toMatchObject({ wholeCatalogue: false, total: 0 });
  });
});
