/**
 * The price per kg or litre (Real Decreto 3423/2000): the rule (catalog/unit-price.ts), every
 * seeded product sold by weight or volume carrying it, and the cart's lines carrying it (issue 28).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { paidPrice } from '../../catalog/price.ts';
import { productDetailJson } from '../../catalog/serialize.ts';
import { loadCatalogIndex, type ProductRow } from '../../catalog/store.ts';
import { unitPriceOf } from '../../catalog/unit-price.ts';
import { openDatabase } from '../../db.ts';
import { SEED_FACTS } from '../../seed/facts.ts';
import { seedDatabase } from '../../seed/index.ts';
import type { Cart } from '@shop/contract/cart';
import type { Product } from '@shop/contract/catalogue';
import { sessionClient, withSandbox } from '../../testing/helpers.ts';

describe('unitPriceOf', () => {
  it('divides the price paid by the net quantity, per kg or per litre, to the cent', () => {
    expect(unitPriceOf(24.99, { net_unit: 'kg', net_amount: 2 })).toEqual({
      amount: 12.5,
      quantity_value: 2,
      quantity_unit: 'kg',
      reference_value: 1,
      reference_unit: 'kg',
    });
    expect(unitPriceOf(6, { net_unit: 'l', net_amount: 0.75 })).toEqual({
      amount: 8,
      quantity_value: 75,
      quantity_unit: 'cl',
      reference_value: 1,
      reference_unit: 'l',
    });
    expect(unitPriceOf(5.49, { net_unit: 'kg', net_amount: 0.08 })).toMatchObject({
      amount: 68.63,
      quantity_value: 80,
      quantity_unit: 'g',
    });
  });

  it('gives none for a product sold by the unit or of unknown quantity', () => {
    expect(unitPriceOf(10, { net_unit: null, net_amount: null })).toBeUndefined();
    expect(unitPriceOf(10, { net_unit: 'ud', net_amount: 6 })).toBeUndefined();
    expect(unitPriceOf(10, { net_unit: 'kg', net_amount: 0 })).toBeUndefined();
  });
});

/** A net weight or volume in a product's own specifications: 'Peso' → '7 kg aprox.', 'Formato' → 'Botella de 75 cl'. */
const NET_SPECS = new Set(['Peso', 'Peso neto', 'Contenido', 'Formato', 'Envase']);
const QUANTITY = /\b\d+(?:[.,]\d+)?\s?(?:kg|g|l|cl|ml)\b/;
const WEIGHT = /\b(?:kg|g)\b/;

function soldByMeasure(product: Product): 'kg' | 'l' | null {
  const spec = product.specifications?.find((row) => NET_SPECS.has(row.name) && QUANTITY.test(row.value));
  if (!spec) return null;
  return WEIGHT.test(spec.value) ? 'kg' : 'l';
}

/** The quantity in kg or litres. */
const inReferenceUnits = ({ quantity_value, quantity_unit }: NonNullable<Product['unit_price']>) =>
  quantity_value * ({ g: 0.001, kg: 1, ml: 0.001, cl: 0.01, l: 1 } as const)[quantity_unit];

describe('the seeded catalogue', () => {
  const { db } = openDatabase(':memory:');
  afterAll(() => db.close());
  seedDatabase(db, { products: 3000, categories: 0 });
  const index = loadCatalogIndex(db);
  const urls = { api: 'http://api.test', shop: 'http://shop.test' };
  const rows = db.prepare('SELECT * FROM products ORDER BY id').all() as unknown as ProductRow[];
  const products = rows.map((row) => ({ row, product: productDetailJson(row, index, urls) }));

  it('gives a unit_price to every product whose specifications name a net weight or volume, and to no other', () => {
    const measured = products.filter(({ product }) => soldByMeasure(product) !== null);
    // Wine, beer, spirits, juice, water, ham and cured meats, pet food, cat litter, paint, charcoal…
    expect(measured.length).toBeGreaterThan(600);
    const wrong = products
      .filter(({ product }) => (soldByMeasure(product) !== null) !== (product.unit_price !== undefined))
      .map(({ product }) => `${product.name}: ${JSON.stringify(product.specifications)}`);
    expect(wrong).toEqual([]);
  });

  it('prices per kg what is weighed and per litre what is measured, from the price the shopper pays', () => {
    for (const { row, product } of products) {
      const unit = product.unit_price;
      if (!unit) continue;
      expect(unit.reference_unit, product.name).toBe(soldByMeasure(product));
      expect(unit.reference_value).toBe(1);
      const expected = paidPrice(row) / inReferenceUnits(unit);
      expect(Math.abs(unit.amount - expected), product.name).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });
});

describe('over HTTP', () => {
  const sandbox = withSandbox();
  const WEIGHED = SEED_FACTS.byWeight;

  it('answers the product and its cart line with the same unit_price', async () => {
    const { body } = await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${WEIGHED.id}`);
    const unit = body.data.unit_price;
    expect(unit?.reference_unit).toBe('kg');
    expect(unit!.amount * inReferenceUnits(unit!)).toBeCloseTo(WEIGHED.unit, 1);

    const client = await sessionClient(sandbox).start();
    const saved = await client.json<{ data: Cart }>('POST', '/store-front/api/sales/cart_b2c', {
      products: [{ id: WEIGHED.id, quantity: 2 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.items[0]?.product.unit_price).toEqual(unit);
  });
});
