import { expect, test } from '../support/test';
import { expectSecurityHeaders, getRaw } from '../support/headers';
import { clearFaults, setFaults } from '../support/sandbox';

// The probes a load balancer asks: /healthz is the process, /readyz also needs the API to answer.
test.afterEach(clearFaults);

test('health: /healthz answers without the API, /readyz reports it, neither is cached', async ({ page }) => {
  const health = await getRaw(page, '/healthz');
  expect(health.status()).toBe(200);
  expect(expectSecurityHeaders(health)['cache-control']).toBe('no-store');
  expect(await health.json()).toEqual({ status: 'ok' });

  const ready = await getRaw(page, '/readyz');
  expect(ready.status()).toBe(200);
  expect(expectSecurityHeaders(ready)['cache-control']).toBe('no-store');
  expect(await ready.json()).toMatchObject({ status: 'ok' });

  await setFaults({ maintenance: true });
  expect((await getRaw(page, '/healthz')).status()).toBe(200);
  const down = await getRaw(page, '/readyz');
  expect(down.status()).toBe(503);
  expect(down.headers()['cache-control']).toBe('no-store');
  expect(await down.json()).toMatchObject({ status: 'unavailable' });

  // An API that hangs is not ready either: the probe gives up after its short timeout.
  await setFaults({ latencyMs: 20_000 });
  const slow = await page.request.get('/readyz', { timeout: 15_000 });
  expect(slow.status()).toBe(503);
});
