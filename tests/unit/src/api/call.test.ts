/** The one door of every API call (src/api/call.ts): the contract's method and path, its answers read by status. */
import { describe, expect, test, vi } from 'vitest';
import { call, pathOf, send } from '../../../../src/api/call';
import { createApiClient } from '../../../../src/api/client';
import { ContractError } from '../../../../src/api/read-answer';

interface Sent {
  method: string;
  url: string;
  body: string;
}

/** A client whose API answers `status` and `body` to every call, keeping what was sent. */
function answering(status: number, body?: unknown) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push({ method: request.method, url: `${url.pathname}${url.search}`, body: await request.text() });
    const text = body === undefined ? null : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  const api = createApiClient({ baseURL: 'http://api.test', fetch, readCookies: () => null });
  return { api, sent };
}

describe('a call by its contract name', () => {
  test('fills the path parameters, encoded, and keeps literal parts around them', () => {
    expect(pathOf('GET /api/v2/catalog/products/{idOrPath}', { idOrPath: 'sartén 20/cm' })).toBe(
      '/api/v2/catalog/products/sart%C3%A9n%2020%2Fcm',
    );
    expect(pathOf('GET /store-front/api/sales/invoice/{id}.pdf', { id: 12 })).toBe(
      '/store-front/api/sales/invoice/12.pdf',
    );
  });

  test("sends the contract's method, the query bracket-style and the JSON body", async () => {
    const { api, sent } = answering(200, {});
    await send(api, 'POST /store-front/api/rating/{lineId}/rate', {
      params: { lineId: 4 },
      body: { rating: 5 },
    });
    await send(api, 'GET /store-front/api/sales/order', { query: { page: 2, per_page: 10 } });
    expect(sent).toEqual([
      { method: 'POST', url: '/store-front/api/rating/4/rate', body: '{"rating":5}' },
      { method: 'GET', url: '/store-front/api/sales/order?page=2&per_page=10', body: '' },
    ]);
  });

  test('answers null for a 204 the contract names', async () => {
    const { api } = answering(204);
    expect(await call(api, 'GET /store-front/api/sales/cart_b2c')).toBeNull();
  });

  test("reads a success status the contract does not name as the call's usual answer, and fails it when it is not", async () => {
    const { api } = answering(202, { data: [3, 1] });
    expect(await call(api, 'GET /api/v1/wish-list/ids')).toEqual({ data: [3, 1] });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = answering(202, { data: 'nada' });
    const failure = await call(other.api.silent, 'GET /api/v1/wish-list/ids').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ContractError);
    expect(quiet).toHaveBeenCalledOnce();
    quiet.mockRestore();
  });
});
