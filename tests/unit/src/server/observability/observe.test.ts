import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { observe } from '../../../../../src/server/observability/observe';
import { trustedProxies } from '../../../../../src/server/observability/client-address';
import { currentRequest } from '../../../../../src/server/observability/request-context';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(
  handler: RequestListener,
  lines: string[],
  errors: string[] = [],
  proxies?: string,
): Promise<string> {
  server = createServer(
    observe(handler, {
      metricsAllow: [],
      log: (l) => lines.push(l),
      logError: (l) => errors.push(l),
      ...(proxies !== undefined && { trustedProxies: trustedProxies(proxies) }),
    }),
  );
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page: RequestListener = (_req, res) => {
  res.setHeader('X-Page-Cache', 'HIT');
  res.end(`id=${currentRequest()?.id}`);
};

describe('an operator sees every request', () => {
  test('each answer carries a request id, known to the code that answers and logged as one JSON line', async () => {
    const lines: string[] = [];
    const base = await serve(page, lines);
    const response = await fetch(`${base}/ratings/3?token=secreto`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(await response.text()).toBe(`id=${id}`);
    await expect.poll(() => lines.length).toBe(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      event: 'request',
      method: 'GET',
      status: 200,
      cache: 'HIT',
      requestId: id,
    });
    expect(entry.path).toBe('/ratings/3?token=x');
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  test("the code that answers knows the client's address: X-Forwarded-For only from a trusted proxy", async () => {
    const client: RequestListener = (_req, res) => res.end(currentRequest()?.clientAddress);
    // The loopback is trusted by default (the nginx on this host): its header names the client.
    let base = await serve(client, []);
    const viaNginx = await fetch(base, { headers: { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7' } });
    expect(await viaNginx.text()).toBe('198.51.100.7');
    expect(await (await fetch(base)).text()).toBe('127.0.0.1');
    await new Promise<void>((done) => server!.close(() => done()));
    // Trusting only another host, the loopback peer is the client whatever it claims.
    base = await serve(client, [], [], '10.0.0.0/8');
    const direct = await fetch(base, { headers: { 'X-Forwarded-For': '198.51.100.7' } });
    expect(await direct.text()).toBe('127.0.0.1');
  });

  test("a proxy's request id is kept, a malformed one replaced", async () => {
    const base = await serve(page, []);
    const kept = await fetch(base, { headers: { 'X-Request-Id': 'nginx-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    const replaced = await fetch(base, { headers: { 'X-Request-Id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
  });

  test('a handler that throws is logged with its stack and answers 500, never hangs', async () => {
    const errors: string[] = [];
    const base = await serve(
      () => {
        throw new Error('la página falló');
      },
      [],
      errors,
    );
    expect((await fetch(`${base}/x`)).status).toBe(500);
    expect(JSON.parse(errors[0]!)).toMatchObject({ event: 'error', message: 'la página falló' });
  });
});

describe('/metrics', () => {
  test('answers Prometheus text to the loopback, with the requests already served', async () => {
    const base = await serve(page, []);
    await fetch(`${base}/`);
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(/shop_http_requests_total\{route="prerendered",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/shop_page_cache_total\{state="hit"\} \d+/);
  });

  test('through a proxy it is just another address: the shop answers it (404), not the metrics', async () => {
    const base = await serve((_req, res) => {
      res.statusCode = 404;
      res.end('Página no encontrada');
    }, []);
    const proxied = await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    expect(await proxied.text()).not.toContain('shop_http_requests_total');
  });
});
