import { describe, expect, it } from 'vitest';
import { paginationItems } from '../../../../../src/lib/catalogue/pagination';

describe('numbered pagination', () => {
  it('a single page has one number', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('no pages, no numbers', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('the first page shows its neighbour, a gap and the last page', () => {
    expect(paginationItems(1, 24)).toEqual([1, 2, 'gap', 24]);
  });

  it('a middle page shows first, neighbours and last, with gaps between', () => {
    expect(paginationItems(10, 24)).toEqual([1, 'gap', 9, 10, 11, 'gap', 24]);
  });

  it('a gap never hides a single page: that page shows instead', () => {
    expect(paginationItems(3, 24)).toEqual([1, 2, 3, 4, 'gap', 24]);
    expect(paginationItems(4, 24)).toEqual([1, 2, 3, 4, 5, 'gap', 24]);
    expect(paginationItems(5, 24)).toEqual([1, 'gap', 4, 5, 6, 'gap', 24]);
    expect(paginationItems(22, 24)).toEqual([1, 'gap', 21, 22, 23, 24]);
  });

  it('few pages show every number', () => {
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('a page past the last is read as the last', () => {
    expect(paginationItems(99, 5)).toEqual([1, 'gap', 4, 5]);
  });
});
