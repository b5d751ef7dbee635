/** Issue 27: a search that found nothing retries with looser words (lib/search/relax-query). */
import { describe, expect, it } from 'vitest';
import { SEARCH_RELAXATIONS_MAX } from '../../../../../src/lib/constants';
import { looserQueries } from '../../../../../src/lib/search/relax-query';

describe('looser queries of a search that found nothing', () => {
  it('drops words from the end first (Spanish names the thing first), then from the start', () => {
    expect(looserQueries('funda móvil azul')).toEqual(['funda móvil', 'móvil azul', 'funda', 'azul']);
    expect(looserQueries('zzqxw sartén')).toEqual(['zzqxw', 'sartén']);
  });

  it('drops the filler words first, all at once, as the shopper typed the rest', () => {
    expect(looserQueries('quiero una Funda para el móvil')).toEqual(['Funda móvil', 'Funda', 'móvil']);
    expect(looserQueries('algo para el jamón')).toEqual(['jamón']);
  });

  it("keeps 'sin', which changes what is asked for", () => {
    expect(looserQueries('cerveza sin alcohol tostada')[0]).toBe('cerveza sin alcohol');
  });

  it(`tries at most ${SEARCH_RELAXATIONS_MAX} looser queries`, () => {
    expect(looserQueries('a b c d e f')).toHaveLength(SEARCH_RELAXATIONS_MAX);
    expect(looserQueries('uno dos tres cuatro cinco', 2)).toEqual([
      'uno dos tres cuatro',
      'dos tres cuatro cinco',
    ]);
  });

  it('has nothing looser for one word, or for filler words alone', () => {
    expect(looserQueries('cafetera')).toEqual([]);
    expect(looserQueries('  ')).toEqual([]);
    expect(looserQueries('para')).toEqual([]);
  });
});
