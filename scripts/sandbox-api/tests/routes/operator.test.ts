/** The operator routes (routes/operator.ts): health, faults, the attempt limits and their counters, a price change. */
import { describe, expect, it } from 'vitest';
import { defaultLimits, type SandboxLimits } from '../../limits.ts';
import { SEED_FACTS } from '../../seed/facts.ts';
import type { SearchResponse } from '@shop/contract/catalogue';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('/__sandbox/limits', () => {
  it('reads, changes (merged) and resets the limits', async () => {
    expect((await sandbox.json<SandboxLimits>('/__sandbox/limits')).body).toEqual(defaultLimits());
    const changed = await send('PUT', '/__sandbox/limits', { guestLookup: { windowSeconds: 2 } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as SandboxLimits).guestLookup.windowSeconds).toBe(2);
    expect((await sandbox.json<SandboxLimits>('/__sandbox/limits')).body.guestLookup).toEqual({
      ...defaultLimits().guestLookup,
      windowSeconds: 2,
    });
    expect((await send('PUT', '/__sandbox/limits', { guestLookup: { windowSeconds: -1 } })).status).toBe(422);
    expect(await (await send('DELETE', '/__sandbox/limits')).json()).toEqual(defaultLimits());
  });

  it('forgets every attempt counted on DELETE /__sandbox/throttle', async () => {
    const lookup = () =>
      sandbox.get('/store-front/api/guest/sales/order/777?email=nadie@example.com', {
        headers: { 'X-Forwarded-For': '192.0.2.77' },
      });
    let last = 0;
    for (let attempt = 0; attempt <= defaultLimits().guestLookup.perClientOrder; attempt += 1)
      last = (await lookup()).status;
    expect(last).toBe(429);
    expect((await send('DELETE', '/__sandbox/throttle')).status).toBe(204);
    expect((await lookup()).status).toBe(404);
  });
});

describe('PUT /__sandbox/products/{id}/price', () => {
  const { cheap } = SEED_FACTS;
  const search = async (body: unknown) => {
    const answer = await sandbox.post('/api/v2/search/', body);
    return (await answer.json()) as SearchResponse;
  };

  it('changes a price: product, search answers and the price filter see it at once', async () => {
    const changed = await send('PUT', `/__sandbox/products/${cheap.id}/price`, { price: 777.771 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ id: cheap.id, price: 777.77 });
    const product = await sandbox.json<{ data: { price: number } }>(`/api/v2/catalog/products/${cheap.id}`);
    expect(product.body.data.price).toBe(777.77);
    const inRange = await search({
      filters: [{ field: 'price', condition: 'range', value: { gte: 777, lte: 778 } }],
      per_page: 100,
    });
    expect(inRange.data.map((found) => [found.id, found.price])).toContainEqual([cheap.id, 777.77]);
    const dearest = await search({ sort: 'price_desc', per_page: 1 });
    expect(dearest.data[0]?.id).toBe(cheap.id);
  });

  it('refuses a price that is not a positive number (422) and an unknown product (404)', async () => {
    for (const price of [0, -3, '12', null, 1e9])
      expect((await send('PUT', `/__sandbox/products/${cheap.id}/price`, { price })).status).toBe(422);
    expect((await send('PUT', '/__sandbox/products/99999999/price', { price: 5 })).status).toBe(404);
  });
});
