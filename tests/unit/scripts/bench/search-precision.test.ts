/** How the bench reads the shop's search page and judges it (scripts/bench/search-precision.ts, issue 27). */
import { describe, expect, it } from 'vitest';
import { withSandbox } from '@shop/sandbox-api/testing';
import {
  looserOf,
  MIN_PRECISION,
  precisionAt,
  readResultsPage,
  readThroughApi,
  scoreSearchPrecision,
} from '../../../../scripts/bench/search-precision.ts';
import { BENCH_QUERIES } from '../../../../scripts/bench/search-queries.ts';
import type { Product } from '@shop/contract/catalogue';
import { CATALOGUE_PAGE_SIZE } from '../../../../src/lib/catalogue/catalogue-query.ts';
import { looserQueries } from '../../../../src/lib/search/relax-query.ts';

const card = (path: string) =>
  `<article class="product-card"><img src="/p.webp" alt><h2 id="t1"><a href="/${path}">x</a></h2></article>`;
const product = (name: string, leaf: string) => ({ name, categories: [{ name: leaf }] }) as Product;

describe("the bench's reading of a search page", () => {
  it('reads the results, and no results on the page that found nothing (its top sellers are not results)', () => {
    expect(readResultsPage(`<main>${card('sarten-1')}${card('sarten-2')}</main>`)).toEqual({
      paths: ['sarten-1', 'sarten-2'],
      relaxed: false,
    });
    expect(readResultsPage(`<section data-no-results>${card('top-1')}</section>`).paths).toEqual([]);
    expect(readResultsPage(`<p data-relaxed-query>…</p>${card('funda-1')}`).relaxed).toBe(true);
  });

  it('knows the looser queries of a query: one word fewer, and each word alone', () => {
    expect(looserOf('funda iphone 15')).toEqual([
      'iphone 15',
      'funda 15',
      'funda iphone',
      'funda',
      'iphone',
      '15',
    ]);
    expect(looserOf('cafetera')).toEqual([]);
  });

  it('judges what is not sold right only when no product is shown', () => {
    const none = { query: 'cafetera', kind: 'not sold', none: true } as const;
    expect(precisionAt(none, [])).toBe(1);
    expect(precisionAt(none, [product('Taza de café', 'Vajillas')])).toBe(0);
  });

  it('holds at least 80 queries of every kind issue 27 names', () => {
    expect(BENCH_QUERIES.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(BENCH_QUERIES.map((query) => query.kind));
    for (const kind of ['everyday name', 'need', 'typo', 'several words', 'not sold'] as const) {
      expect(kinds).toContain(kind);
    }
  });
});

// The sandbox's ranking (scripts/sandbox-api/search/rank.ts) as the shop's search page uses it:
// the page's looser words, its page size.
describe("the bench's queries against the sandbox's search", () => {
  const sandbox = withSandbox();
  it(`scores the bench's ≥ 80 fixed queries at precision at 5 ≥ ${MIN_PRECISION} with the page's looser words, no dead end`, async () => {
    const read = readThroughApi(sandbox.url, looserQueries, CATALOGUE_PAGE_SIZE);
    const score = await scoreSearchPrecision(read, sandbox.url);
    expect(score.queries.length).toBeGreaterThanOrEqual(80);
    const misses = score.queries.filter((query) => query.precision < 1);
    expect(score.mean, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(score.emptyWithLooser).toEqual([]);
  });
});
