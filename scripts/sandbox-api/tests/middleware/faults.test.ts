/** Fault injection (middleware/faults.ts): latency, maintenance, forced statuses, dropped connections. */
import { afterEach, describe, expect, it } from 'vitest';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

async function setFaults(faults: unknown): Promise<Response> {
  return sandbox.get('/__sandbox/faults', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
}

afterEach(async () => {
  await sandbox.get('/__sandbox/faults', { method: 'DELETE' });
});

describe('fault injection', () => {
  it('health reports the seeded counts', async () => {
    const { status, body } = await sandbox.json<{ ok: boolean; products: number; categories: number }>(
      '/__sandbox/health',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, products: 3000 });
    expect(body.categories).toBeGreaterThan(100);
  });

  it('adds latency to contract routes', async () => {
    expect((await setFaults({ latencyMs: 300 })).status).toBe(200);
    const started = performance.now();
    expect((await sandbox.get('/api/v2/catalog/products/1')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("maintenance answers 503 'Servicio en mantenimiento' on contract routes, not on images or /__sandbox/", async () => {
    await setFaults({ maintenance: true });
    for (const path of ['/api/v2/catalog/products/1', '/api/v1/categories/tree', '/store-front/api/rating']) {
      const { status, body } = await sandbox.json<{ message: string }>(path);
      expect(status).toBe(503);
      expect(body).toEqual({ message: 'Servicio en mantenimiento' });
    }
    expect((await sandbox.get('/images/products/1.webp?w=16&h=16')).status).toBe(200);
    const { body } = await sandbox.json<{ maintenance: boolean }>('/__sandbox/faults');
    expect(body.maintenance).toBe(true);
  });

  it('forces a status on matching routes only, for the given method and number of times', async () => {
    await setFaults({ routes: [{ pattern: '/api/v2/search', method: 'post', status: 422, times: 2 }] });
    const search = () => sandbox.post('/api/v2/search/', { query: 'vino' });
    expect((await search()).status).toBe(422);
    expect((await sandbox.get('/api/v2/catalog/products/1')).status).toBe(200);
    expect((await search()).status).toBe(422);
    expect((await search()).status).toBe(200); // used up
  });

  it('accepts a regular expression as the pattern', async () => {
    await setFaults({ routes: [{ pattern: '^/api/v2/catalog/products/\\d+$', status: 500 }] });
    const { status, body } = await sandbox.json<{ message: string }>('/api/v2/catalog/products/3');
    expect(status).toBe(500);
    expect(body.message).toBeTypeOf('string');
    expect((await sandbox.get('/api/v2/catalog/brands/7180')).status).toBe(200);
  });

  it('drops the connection without an answer', async () => {
    await setFaults({ routes: [{ pattern: '/api/v2/catalog/products/2', drop: true }] });
    await expect(sandbox.get('/api/v2/catalog/products/2')).rejects.toThrow();
    // The server keeps serving other requests.
    expect((await sandbox.get('/api/v2/catalog/products/1')).status).toBe(200);
  });

  it('DELETE resets every fault', async () => {
    await setFaults({ maintenance: true, latencyMs: 10, routes: [{ pattern: '/', status: 500 }] });
    const { body } = await sandbox.json('/__sandbox/faults', { method: 'DELETE' });
    expect(body).toEqual({ latencyMs: 0, maintenance: false, routes: [] });
    expect((await sandbox.get('/api/v2/catalog/products/1')).status).toBe(200);
  });

  it('rejects malformed faults with 422', async () => {
    for (const faults of [
      { latencyMs: -1 },
      { maintenance: 'yes' },
      { routes: [{ status: 500 }] },
      { routes: [{ pattern: 'x' }] },
    ]) {
      expect((await setFaults(faults)).status, JSON.stringify(faults)).toBe(422);
    }
  });
});
