import { describe, expect, it } from 'vitest';
import {
  originalWordsHref,
  searchOutcome,
  separateWords,
  wantsOriginalWords,
} from '../../../../../src/lib/search/corrected-query';

describe('a corrected search on the results page', () => {
  it('shows the corrected words, or nothing found when the typed words were asked for', () => {
    expect(searchOutcome('saretn', 'sartén', false)).toEqual({
      shown: 'sartén',
      corrected: 'sartén',
      foundNothing: false,
    });
    expect(searchOutcome('saretn', 'sartén', true)).toEqual({
      shown: 'saretn',
      corrected: 'sartén',
      foundNothing: true,
    });
    expect(searchOutcome('vino', undefined, true)).toEqual({ shown: 'vino', foundNothing: false });
  });

  it('links to the typed words as they are', () => {
    const href = originalWordsHref('/c-catalogo-9999', 'saretn');
    expect(href).toBe('/c-catalogo-9999?q=saretn&original=1');
    expect(wantsOriginalWords(new URL(href, 'http://x').searchParams)).toBe(true);
    expect(wantsOriginalWords(new URLSearchParams('q=saretn'))).toBe(false);
  });

  it('offers the words of a query of several one by one', () => {
    expect(separateWords('sartén  zzqx sartén')).toEqual(['sartén', 'zzqx']);
    expect(separateWords('sartén')).toEqual([]);
  });
});
