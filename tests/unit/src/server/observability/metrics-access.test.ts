import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { isMetricsClient } from '../../../../../src/server/observability/metrics-access';

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('who may read /metrics', () => {
  test('the loopback may, over IPv4 and IPv6', () => {
    expect(isMetricsClient(request('127.0.0.1'), [])).toBe(true);
    expect(isMetricsClient(request('::1'), [])).toBe(true);
    expect(isMetricsClient(request('::ffff:127.0.0.1'), [])).toBe(true);
  });

  test('the public may not', () => {
    expect(isMetricsClient(request('203.0.113.9'), [])).toBe(false);
    expect(isMetricsClient(request('10.1.2.3'), [])).toBe(false);
  });

  test('a configured network may', () => {
    expect(isMetricsClient(request('10.1.2.3'), ['10.0.0.0/8'])).toBe(true);
    expect(isMetricsClient(request('::ffff:10.1.2.3'), ['10.0.0.0/8'])).toBe(true);
    expect(isMetricsClient(request('192.168.5.5'), ['10.0.0.0/8', '192.168.5.5'])).toBe(true);
  });

  test('anything a proxy passed on may not, even from the loopback', () => {
    expect(isMetricsClient(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), [])).toBe(false);
    expect(isMetricsClient(request('127.0.0.1', { forwarded: 'for=203.0.113.9' }), [])).toBe(false);
  });
});
