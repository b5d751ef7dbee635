import type { Facet } from '@shop/contract/catalogue';

// Builders of the contract's catalogue objects (src/contract/catalogue.ts).

/** A facet of counted values (`in`), as a search answers it: `{ Cocina: 20, … }` in that order. */
export const countedFacet = (field: string, counts: Record<string, number>): Facet => ({
  field,
  type: 'in',
  values: Object.entries(counts).map(([value, count]) => ({ value, count })),
});

/** `brands` brands named `Marca 0` on, counted `first`, `first - 1` … (or 1 each). */
export const brandFacet = (brands: number, first?: number): Facet =>
  countedFacet(
    'brand.name',
    Object.fromEntries(
      Array.from({ length: brands }, (_, index) => [`Marca ${index}`, first ? first - index : 1]),
    ),
  );
