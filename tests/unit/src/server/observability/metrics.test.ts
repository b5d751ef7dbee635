import { describe, expect, test } from 'vitest';
import { endpointLabel, registry } from '../../../../../src/server/observability/metrics';

describe('metrics labels', () => {
  test('ids in an API path become placeholders, so each call of §7 is one series', () => {
    expect(endpointLabel('/api/v2/catalog/products/102')).toBe('/api/v2/catalog/products/{id}');
    expect(endpointLabel('/store-front/api/sales/order/77/pay')).toBe(
      '/store-front/api/sales/order/{id}/pay',
    );
    expect(endpointLabel('/store-front/api/sales/invoice/9.pdf')).toBe(
      '/store-front/api/sales/invoice/{id}.pdf',
    );
    expect(endpointLabel('/api/v1/categories/tree?parent_id=1')).toBe('/api/v1/categories/tree');
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
