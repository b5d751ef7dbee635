import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

// Issue 17: everything compressible goes compressed. Static files in the build's brotli or gzip
// copy, on-demand pages compressed by the server (a page-cache hit without compressing again),
// and a client that asks for no coding gets the plain bytes: the same bytes once decoded.
// Requests go through node:http, which hands the body over as sent (fetch and Playwright decode it).

const CATEGORY = '/c-sartenes-y-cazos-20034';
/** A browser's Accept-Encoding over https (over plain http Chromium leaves out br). */
const BROWSER = 'gzip, deflate, br, zstd';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  /** Bytes as sent. */
  sent: Buffer;
  /** The body decoded from its Content-Encoding. */
  body: string;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const port = Number(process.env.E2E_SHOP_PORT);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: 'localhost', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const sent = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const decoded =
          coding === 'br' ? brotliDecompressSync(sent) : coding === 'gzip' ? gunzipSync(sent) : sent;
        resolve({ status: res.statusCode!, headers: res.headers, sent, body: decoded.toString() });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The same address in brotli, in gzip and plain, checked alike; returns the three answers. */
async function expectCodings(path: string) {
  const br = await get(path, { 'Accept-Encoding': BROWSER });
  const gzip = await get(path, { 'Accept-Encoding': 'gzip, deflate' });
  const plain = await get(path);
  for (const [answer, coding] of [
    [br, 'br'],
    [gzip, 'gzip'],
    [plain, undefined],
  ] as const) {
    expect(answer.status, path).toBe(200);
    expect(answer.headers['content-encoding'], `${path} asked for ${coding ?? 'no coding'}`).toBe(coding);
    expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
    if (answer.headers['content-length'] !== undefined)
      expect(Number(answer.headers['content-length']), path).toBe(answer.sent.byteLength);
  }
  // One resource in three codings: the same bytes, type, lifetime and policy.
  expect(br.body, `${path} in brotli`).toBe(plain.body);
  expect(gzip.body, `${path} in gzip`).toBe(plain.body);
  for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
    expect(br.headers[name], `${name} of ${path} in brotli`).toBe(plain.headers[name]);
    expect(gzip.headers[name], `${name} of ${path} in gzip`).toBe(plain.headers[name]);
  }
  // HTML shrinks 5 to 7 times, minified scripts 2 to 4 times.
  expect(br.sent.byteLength, path).toBeLessThan(plain.sent.byteLength / 2);
  expect(gzip.sent.byteLength, path).toBeLessThan(plain.sent.byteLength / 2);
  expect(br.sent.byteLength, path).toBeLessThanOrEqual(gzip.sent.byteLength);
  return { br, gzip, plain };
}

test('pre-rendered pages and hashed scripts go in the build’s brotli or gzip copy, or plain', async () => {
  const { plain: home } = await expectCodings('/');
  await expectCodings(CATEGORY);
  // The largest stylesheet or script the home page loads, its scripts' static imports included
  // (the page names small entry modules that import the shared chunk).
  const named = [...home.body.matchAll(/\/_astro\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]);
  expect(named.length).toBeGreaterThan(0);
  const imported = await Promise.all(
    named
      .filter((path) => path.endsWith('.js'))
      .map(async (path) =>
        [...(await get(path)).body.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(
          (match) => `/_astro/${match[1]}`,
        ),
      ),
  );
  const files = [...new Set([...named, ...imported.flat()])];
  const sizes = await Promise.all(
    files.map(async (path) => ({ path, bytes: (await get(path)).sent.length })),
  );
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!.path;
  const { br } = await expectCodings(largest);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.etag).toMatch(/-br"$/);
  // A browser holding the brotli copy revalidates it: 304, without a body.
  const again = await get(largest, { 'Accept-Encoding': BROWSER, 'If-None-Match': br.headers.etag! });
  expect([again.status, again.sent.byteLength]).toEqual([304, 0]);
});

test('on-demand pages are compressed by the server, and a page-cache hit comes compressed', async () => {
  const category = await get(CATEGORY);
  const product = category.body.match(/<article[\s\S]*?href="(\/[a-z0-9-]+)"/)?.[1];
  expect(product, 'the category page lists a product').toBeTruthy();
  // A query of its own: a page-cache entry no other test shares, so the three answers are one rendering.
  const path = `${product}?compresion=${Date.now()}`;
  const { br, gzip, plain } = await expectCodings(path);
  expect([br.headers['x-page-cache'], gzip.headers['x-page-cache'], plain.headers['x-page-cache']]).toEqual([
    'miss',
    'hit',
    'hit',
  ]);
  const hit = await get(path, { 'Accept-Encoding': BROWSER });
  expect([hit.headers['x-page-cache'], hit.headers['content-encoding']]).toEqual(['hit', 'br']);
  expect(hit.sent.equals(br.sent)).toBe(true);

  // A shopper's own page (never kept) is compressed on the fly too.
  const cart = await get('/cart', { 'Accept-Encoding': BROWSER });
  expect(cart.status).toBe(200);
  expect(cart.headers['content-encoding']).toBe('br');
  expect(cart.headers['cache-control']).toBe('private, no-store');
  expect(cart.body).toContain('</html>');
});

test('a client without Accept-Encoding, or asking for identity, gets plain bytes everywhere', async () => {
  for (const path of ['/', CATEGORY, '/robots.txt', '/cart', '/no-existe-esta-pagina']) {
    const plainClients: Record<string, string>[] = [{}, { 'Accept-Encoding': 'identity' }];
    for (const headers of plainClients) {
      const answer = await get(path, headers);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.sent.toString(), path).toBe(answer.body);
    }
  }
});
