import { describe, expect, test } from 'vitest';
import { observedFetch } from '../../../../../src/server/observability/api-calls';
import { registry } from '../../../../../src/server/observability/metrics';
import { withRequestContext } from '../../../../../src/server/observability/request-context';

describe('API calls made by the server', () => {
  test('carry the request id of the page being answered', async () => {
    const seen: (string | null)[] = [];
    // Read as fetch reads its arguments: the address or request, and the options.
    const api = observedFetch(async (input, init) => {
      seen.push(new Request(input, init).headers.get('x-request-id'));
      return new Response('{}', { status: 200 });
    });
    await withRequestContext({ id: 'req-abcdef12' }, () => api('http://api.test/api/v2/catalog/products/5'));
    await api('http://api.test/api/v1/categories/tree');
    expect(seen).toEqual(['req-abcdef12', null]);
  });

  test('are timed by endpoint and status, and failures counted', async () => {
    const failing = observedFetch(async () => new Response('', { status: 503 }));
    await failing('http://api.test/api/v2/catalog/products/77');
    const unreachable = observedFetch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(unreachable('http://api.test/api/v2/search/', { method: 'POST' })).rejects.toThrow(
      'fetch failed',
    );
    const text = await registry.metrics();
    expect(text).toMatch(
      /shop_api_call_duration_seconds_count\{endpoint="\/api\/v2\/catalog\/products\/\{idOrPath\}",method="GET",status="503"\} 1/,
    );
    expect(text).toMatch(
      /shop_api_call_errors_total\{endpoint="\/api\/v2\/catalog\/products\/\{idOrPath\}",method="GET",kind="status"\} 1/,
    );
    expect(text).toMatch(
      /shop_api_call_errors_total\{endpoint="\/api\/v2\/search\/",method="POST",kind="network"\} 1/,
    );
  });
});
