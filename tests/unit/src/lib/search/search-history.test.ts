import { describe, expect, it } from 'vitest';
import {
  readSearchHistory,
  withSearch,
  writeSearchHistory,
} from '../../../../../src/lib/search/search-history';

describe('search history rules', () => {
  it('ignores empty terms', () => {
    expect(withSearch([], '   ', 1)).toEqual([]);
  });

  it('keeps each term once, the repeat moving to the front (without case or accents)', () => {
    const history = withSearch(withSearch(withSearch([], 'sartén', 1), 'vino', 2), 'Sarten', 3);
    expect(history.map((entry) => entry.term)).toEqual(['Sarten', 'vino']);
  });

  it('keeps at most 10, newest first', () => {
    let history = withSearch([], 'a0', 0);
    for (let index = 1; index < 15; index += 1) history = withSearch(history, `a${index}`, index);
    expect(history).toHaveLength(10);
    expect(history[0]!.term).toBe('a14');
  });

  it('stores under history_search and reads back what it stored', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    writeSearchHistory(storage, [{ term: 'vino', timestamp: 5 }]);
    expect(store.has('history_search')).toBe(true);
    expect(readSearchHistory(storage)).toEqual([{ term: 'vino', timestamp: 5 }]);
  });

  it('ignores storage errors and corrupt data', () => {
    const failing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readSearchHistory(failing)).toEqual([]);
    expect(() => writeSearchHistory(failing, [{ term: 'x', timestamp: 1 }])).not.toThrow();
    expect(readSearchHistory({ getItem: () => '{bad json' })).toEqual([]);
    expect(
      readSearchHistory({ getItem: () => JSON.stringify([{ term: '' }, { term: 'ok', timestamp: 1 }, 7]) }),
    ).toEqual([{ term: 'ok', timestamp: 1 }]);
  });
});
