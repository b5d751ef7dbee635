/** `GET /openapi.json` (routes/openapi.ts): the contract the sandbox speaks, and every route it serves in it. */
import { describe, expect, it } from 'vitest';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

/** Routes that are not calls of the commerce API, and why. */
const NOT_THE_API = [
  /^\/__sandbox\//, // the operator's and the tests' knobs
  /^\/redsys\//, // the simulated Redsys: the bank's server, not the commerce API
  /^\/images\//, // image URLs come whole in the answers (ApiImage.url)
  /^\/openapi\.json$/, // the document itself
];

/** A path with every parameter as `{}`, Hono's `:name{pattern}` and OpenAPI's `{name}` alike. */
function shape(path: string): string {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return bare
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment.includes('{') ? '{}' : segment))
    .join('/');
}

describe('the published contract', () => {
  it('is served as OpenAPI 3.1 with the sandbox as its server, maintenance or not', async () => {
    await sandbox.json('/__sandbox/faults', { method: 'PUT', body: JSON.stringify({ maintenance: true }) });
    try {
      expect((await sandbox.get('/api/v2/catalog/brands/7180')).status).toBe(503);
      const { status, body, response } = await sandbox.json<{ openapi: string; servers: { url: string }[] }>(
        '/openapi.json',
      );
      expect(status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(body.openapi).toBe('3.1.0');
      expect(body.servers[0]!.url).toMatch(/^http:\/\/localhost:\d+$/);
    } finally {
      await sandbox.get('/__sandbox/faults', { method: 'DELETE' });
    }
  });

  it('names every route of the commerce API the sandbox serves, with its method', async () => {
    const { body } = await sandbox.json<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
    const published = new Set(
      Object.entries(body.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      ),
    );
    const served = sandbox.routes
      .filter(({ path }) => !NOT_THE_API.some((pattern) => pattern.test(path)))
      .map(({ method, path }) => `${method} ${shape(path)}`);
    expect(served.length).toBeGreaterThan(50);
    expect(served.filter((route) => !published.has(route))).toEqual([]);
  });
});
