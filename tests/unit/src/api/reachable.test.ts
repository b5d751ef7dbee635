import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreachableReason } from '../../../../src/api/reachable';

describe('unreachableReason', () => {
  const server = createServer((_request, response) => response.writeHead(404).end('not here'));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is null when anything answers, a 404 included: the pages report their own failed reads', async () => {
    expect(await unreachableReason(url, 1_000)).toBeNull();
  });

  it('names the refused connection when nothing listens there', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await unreachableReason(`http://127.0.0.1:${port}`, 1_000)).toMatch(/ECONNREFUSED/);
  });
});
