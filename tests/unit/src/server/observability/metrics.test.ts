import { describe, expect, test } from 'vitest';
import { endpointLabel, registry, UNKNOWN_ENDPOINT } from '../../../../../src/server/observability/metrics';

describe('metrics labels', () => {
  test("an API call is labelled by the contract's path template, whatever id or slug it asks for", () => {
    expect(endpointLabel('GET', '/api/v2/catalog/products/102')).toBe('/api/v2/catalog/products/{idOrPath}');
    expect(endpointLabel('GET', '/api/v2/catalog/products/sarten-de-hierro-123')).toBe(
      '/api/v2/catalog/products/{idOrPath}',
    );
    expect(endpointLabel('GET', '/api/v2/catalog/products/%3Cscript%3E%2F..')).toBe(
      '/api/v2/catalog/products/{idOrPath}',
    );
    expect(endpointLabel('POST', '/store-front/api/sales/order/77/pay')).toBe(
      '/store-front/api/sales/order/{id}/pay',
    );
    expect(endpointLabel('GET', '/store-front/api/sales/invoice/9.pdf')).toBe(
      '/store-front/api/sales/invoice/{id}.pdf',
    );
    expect(endpointLabel('GET', '/store-front/api/un-producto-cualquiera/search')).toBe(
      '/store-front/api/{product}/search',
    );
    expect(endpointLabel('GET', '/api/v1/categories/tree?parent_id=1')).toBe('/api/v1/categories/tree');
    // Literal segments before parameters.
    expect(endpointLabel('PUT', '/store-front/api/account/addresses/billing')).toBe(
      '/store-front/api/account/addresses/billing',
    );
  });

  test('a call the contract does not have is one label, never its path', () => {
    const labels = new Set(
      Array.from({ length: 50 }, (_, n) => endpointLabel('GET', `/api/v9/desconocido-${n}/x`)),
    );
    expect([...labels]).toEqual([UNKNOWN_ENDPOINT]);
    expect(endpointLabel('PATCH', '/api/v2/catalog/products/1')).toBe(UNKNOWN_ENDPOINT);
  });
});

describe('the registry', () => {
  test('exposes process memory, event-loop lag and the shop series in Prometheus text', async () => {
    const text = await registry.metrics();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'shop_http_requests_total',
      'shop_http_request_duration_seconds',
      'shop_api_call_duration_seconds',
      'shop_api_call_errors_total',
      'shop_page_cache_total',
    ])
      expect(text).toContain(`# TYPE ${name}`);
  });
});
