import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { refuseForbiddenMethods } from '../../../../../src/server/http/forbidden-methods';

function response() {
  const res = { writeHead: vi.fn(), end: vi.fn() };
  return res as typeof res & ServerResponse;
}

describe('refuseForbiddenMethods', () => {
  it('answers 405 to the methods the Fetch API cannot carry, without calling the adapter', () => {
    const adapter = vi.fn();
    for (const method of ['TRACE', 'trace', 'CONNECT', 'TRACK']) {
      const res = response();
      refuseForbiddenMethods(adapter)({ method } as IncomingMessage, res);
      expect(res.writeHead).toHaveBeenCalledWith(405, expect.objectContaining({ Allow: 'GET, HEAD, POST' }));
      expect(res.end).toHaveBeenCalled();
    }
    expect(adapter).not.toHaveBeenCalled();
  });

  it('passes every other method to the adapter', () => {
    const adapter = vi.fn();
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PROPFIND'])
      refuseForbiddenMethods(adapter)({ method } as IncomingMessage, response());
    expect(adapter).toHaveBeenCalledTimes(5);
  });
});
