import { describe, expect, test } from 'vitest';
import {
  accessLogLine,
  errorLogLine,
  loggablePath,
} from '../../../../../src/server/observability/access-log';

describe('what the access log keeps of an address', () => {
  test('a path without query is logged as it is', () => {
    expect(loggablePath('/c-cocina-10047')).toBe('/c-cocina-10047');
  });

  test('reset secrets, rating tokens and contacts never reach the log', () => {
    const logged = loggablePath('/login/reset_password?secret=abc123&next=/account');
    expect(logged).not.toContain('abc123');
    expect(logged).toContain('next=%2Faccount');
    expect(loggablePath('/ratings/12?token=deadbeef')).toBe('/ratings/12?token=x');
    expect(loggablePath('/guest/order/5?email=ana%40example.es&phone=600000000')).toBe(
      '/guest/order/5?email=x&phone=x',
    );
  });

  test('search words stay: they are what an operator needs to read', () => {
    expect(loggablePath('/c-catalogo-9999?q=jam%C3%B3n')).toBe('/c-catalogo-9999?q=jam%C3%B3n');
  });
});

describe('log lines', () => {
  test('a request is one JSON line with its id, status and time', () => {
    const line = accessLogLine({
      time: '2026-11-23T10:00:00.000Z',
      method: 'GET',
      path: '/',
      status: 200,
      durationMs: 3.2,
      cache: 'HIT',
      route: '/',
      requestId: 'abc-123-def',
    });
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      event: 'request',
      status: 200,
      cache: 'HIT',
      requestId: 'abc-123-def',
    });
  });

  test('an error line carries the stack and the request id', () => {
    const entry = JSON.parse(errorLogLine(new Error('boom'), 'req-1', '/x?token=t'));
    expect(entry).toMatchObject({ event: 'error', requestId: 'req-1', message: 'boom', path: '/x?token=x' });
    expect(entry.stack).toContain('Error: boom');
  });
});
