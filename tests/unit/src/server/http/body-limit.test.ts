import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { limitBody } from '../../../../../src/server/http/body-limit';
import { currentRequest, withRequestContext } from '../../../../../src/server/observability/request-context';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that echoes the length of the body the shop would read. */
async function serve(maxBytes: number): Promise<number> {
  server = createServer(
    limitBody(
      (req, res) => res.end(`read ${(req as IncomingMessage & { body?: Buffer }).body?.length ?? 'nothing'}`),
      maxBytes,
      '<h1>Datos demasiado grandes</h1>',
    ),
  );
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** Posts `body` in chunks (no Content-Length), as a client streaming a big upload would. */
function postChunked(port: number, chunks: Buffer[]): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/login' }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('the request body limit', () => {
  test('a form within the limit reaches the page whole', async () => {
    const port = await serve(1024);
    const response = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      body: 'email=a%40b.es&password=x',
    });
    expect(await response.text()).toBe('read 25');
  });

  test('a body announced bigger than the limit gets 413 and a Spanish page, unread', async () => {
    const port = await serve(1024);
    const response = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      body: 'x'.repeat(5000),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Datos demasiado grandes');
  });

  test('a chunked body that grows past the limit is cut off with 413', async () => {
    const port = await serve(1024);
    const answer = await postChunked(port, [Buffer.alloc(600, 'a'), Buffer.alloc(600, 'b')]);
    expect(answer.status).toBe(413);
  });

  test('a request without a body is not held back', async () => {
    const port = await serve(1024);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('read nothing');
  });
});

describe('the request context survives reading the body', () => {
  test("a post's page still sees its request (id, client address), though the socket ends the read", async () => {
    server = createServer((req, res) =>
      withRequestContext({ id: 'post-1', clientAddress: '198.51.100.7' }, () =>
        limitBody(
          (_req, answer) => answer.end(`${currentRequest()?.id} ${currentRequest()?.clientAddress}`),
          1024,
          'x',
        )(req, res),
      ),
    );
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/guest/order`, { method: 'POST', body: 'order=1' });
    expect(await response.text()).toBe('post-1 198.51.100.7');
  });
});
