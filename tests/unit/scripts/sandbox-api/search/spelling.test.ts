/** Typo-tolerant search terms (search/spelling.ts). */
import { describe, expect, it } from 'vitest';
import type { Product, SearchResponse } from '../../../../../src/contract/catalogue.ts';
import {
  createSpeller,
  numberForms,
  oneEditAway,
} from '../../../../../scripts/sandbox-api/search/spelling.ts';
import { withSandbox } from '../support/helpers.ts';

const speller = createSpeller(
  new Map([
    ['sarten', 40],
    ['sartenes', 12],
    ['cuchillo', 30],
    ['cazo', 9],
    ['taza', 20],
    ['tazas', 3],
  ]),
);

describe('search spelling', () => {
  it('keeps a known word and a prefix of one being typed', () => {
    expect(speller('taza', false)).toBe('taza');
    expect(speller('sart', true)).toBe('sart');
  });

  it('finds the singular or plural form the catalogue uses', () => {
    expect(speller('cuchillos', false)).toBe('cuchillo');
    expect(numberForms('sarten')).toEqual(['sartens', 'sartenes']);
  });

  it('corrects one typo to the most common word', () => {
    expect(speller('cuchilo', false)).toBe('cuchillo');
    expect(speller('srten', false)).toBe('sarten');
    expect(oneEditAway('ab')).toContain('ba');
  });

  it('leaves short and unknown words alone', () => {
    expect(speller('czo', false)).toBe('czo');
    expect(speller('xyzxyz', false)).toBe('xyzxyz');
  });
});

describe('typo-tolerant search in the sandbox', () => {
  const sandbox = withSandbox();
  const names = async (query: string) => {
    const response = await sandbox.post('/api/v2/search/', { query, per_page: 5 });
    return ((await response.json()) as SearchResponse).data.map((product: Product) => product.name);
  };

  it('finds products through a typo and through the plural', async () => {
    for (const query of ['sarten', 'saretn', 'sartenes']) {
      const found = await names(query);
      expect(found.length, query).toBeGreaterThan(0);
      expect(
        found.some((name) => /sart[eé]n/i.test(name)),
        query,
      ).toBe(true);
    }
  });
});
