import { createServer, type Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { NodeHandler } from '../../../../../src/server/http/shop-headers';
import { withStatusLines } from '../../../../../src/server/http/status-line';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** The raw status line and the path the wrapped handler saw (fetch hides the reason phrase's source). */
async function statusLine(handler: NodeHandler, path: string): Promise<{ line: string; seen: string }> {
  let seen = '';
  server = createServer(
    withStatusLines((req, res) => {
      seen = req.url ?? '';
      return handler(req, res);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const line = await new Promise<string>((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      resolve(`${response.statusCode} ${response.statusMessage}`);
    });
    asked.on('error', reject);
    asked.end();
  });
  return { line, seen };
}

/** Like Astro's writeResponse: the rendered Response's statusText ('OK' when a page set only its status). */
const rendered =
  (status: number, statusText: string): NodeHandler =>
  (_req, res) => {
    res.statusMessage = statusText;
    res.writeHead(status, { 'Content-Type': 'text/html' });
    res.end('<p>página</p>');
  };

/** Like the adapter's static handler: a file, 200, headers sent implicitly. */
const staticFile: NodeHandler = (_req, res) => {
  res.setHeader('Content-Type', 'text/html');
  res.end('<p>estática</p>');
};

describe('withStatusLines', () => {
  it.each([
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
    [429, 'Too Many Requests'],
    [303, 'See Other'],
    [200, 'OK'],
  ])('gives a %i its reason phrase, whatever the rendering carried', async (status, reason) => {
    const { line } = await statusLine(rendered(status, 'OK'), '/algo');
    expect(line).toBe(`${status} ${reason}`);
  });

  it.each([
    ['/404', '404 Not Found'],
    ['/404.html', '404 Not Found'],
    ['/500', '500 Internal Server Error'],
  ])('answers the error page %s with its own status', async (path, expected) => {
    const { line } = await statusLine(staticFile, path);
    expect(line).toBe(expected);
  });

  it('leaves other pages their status', async () => {
    expect((await statusLine(staticFile, '/c-cocina-10047')).line).toBe('200 OK');
  });
});
