/** The seeded products tests name (seed/facts.ts) are what the sandbox serves, and what each was chosen for. */
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract/catalogue';
import { SEED_FACTS } from '../../seed/facts.ts';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();
const product = async (id: number) =>
  (await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${id}`)).body.data;

describe('SEED_FACTS', () => {
  it('are the products the default seed serves, with their names, addresses, prices and stock', async () => {
    for (const [role, fact] of Object.entries(SEED_FACTS)) {
      const served = await product(fact.id);
      expect(
        {
          name: served.name,
          path: `/${served.url_path}`,
          price: served.price,
          offer: served.offers[0] ?? null,
          stock: served.quantity,
          adult: served.adult,
        },
        role,
      ).toEqual({
        name: fact.name,
        path: fact.path,
        price: fact.price,
        offer: fact.offer,
        stock: fact.stock,
        adult: fact.adult,
      });
    }
  });

  it('fit what the tests use them for', () => {
    const { pan, cheap, lastUnits, wine, giftCard, soldOut, reviewed } = SEED_FACTS;
    expect(pan.name).toMatch(/^Sartén /);
    expect(pan.unit).toBeLessThan(49);
    expect(2 * pan.unit).toBeGreaterThanOrEqual(49);
    expect(pan.stock).toBeGreaterThanOrEqual(20);
    expect(cheap.offer).toBeNull();
    expect(6 * cheap.price).toBeLessThan(49);
    expect(lastUnits.stock).toBe(2);
    expect(wine.adult).toBe(true);
    expect(giftCard.name).toMatch(/^Tarjeta regalo \D+$/);
    expect(soldOut.stock).toBe(0);
    expect(reviewed.reviews).toBeGreaterThanOrEqual(11);
  });

  it("count each product's own reviews as the sandbox serves them", async () => {
    const { reviewed } = SEED_FACTS;
    const { body } = await sandbox.json<{ meta: { total: number } }>(
      `/store-front/api/rating?product_id=${reviewed.id}&per_page=1`,
    );
    // The footer's 400 reviews may name it too.
    expect(body.meta.total).toBeGreaterThanOrEqual(reviewed.reviews);
  });
});
