import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createBrowserApi } from '../../../../src/stores/browser-api';
import { $loading, isLoading } from '../../../../src/stores/loading';
import { $toasts, clearToasts } from '../../../../src/stores/toasts';

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const status = Number(req.url?.slice(1)) || 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: status === 401 ? 'Unauthenticated.' : 'x' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  clearToasts();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => clearToasts());

describe('createBrowserApi', () => {
  test('a 503 shows the maintenance toast', async () => {
    await createBrowserApi(baseURL)('/503').catch(() => {});
    expect($toasts.get().map((t) => t.title)).toEqual(['Servicio en mantenimiento']);
  });

  test('a silent 401 "Unauthenticated." shows no toast', async () => {
    await createBrowserApi(baseURL)('/401').catch(() => {});
    expect($toasts.get()).toEqual([]);
  });

  test('the loading bar store is busy during a call and idle after it', async () => {
    const pending = createBrowserApi(baseURL)('/200');
    expect(isLoading($loading.get())).toBe(true);
    await pending;
    expect(isLoading($loading.get())).toBe(false);
  });
});
