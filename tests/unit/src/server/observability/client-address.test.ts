import { describe, expect, test } from 'vitest';
import {
  clientAddress,
  inNetworks,
  networkList,
  trustedProxies,
} from '../../../../../src/server/observability/client-address';

const loopback = trustedProxies('127.0.0.0/8,::1');
const from = (peer: string | undefined, forwardedFor?: string | string[]) => ({ peer, forwardedFor });

describe("the shopper's address (TRUSTED_PROXIES)", () => {
  test('a peer that is no trusted proxy is the client, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(from('203.0.113.9', '127.0.0.1'), loopback)).toBe('203.0.113.9');
    expect(clientAddress(from('::ffff:203.0.113.9', '1.2.3.4'), loopback)).toBe('203.0.113.9');
    expect(clientAddress(from('2001:db8::7'), loopback)).toBe('2001:db8::7');
  });

  test('behind the nginx on this host, the right-most address nginx did not write itself', () => {
    // nginx appends the address it saw: whatever the client wrote before it is ignored.
    expect(clientAddress(from('127.0.0.1', '198.51.100.7'), loopback)).toBe('198.51.100.7');
    expect(clientAddress(from('127.0.0.1', '6.6.6.6, 198.51.100.7'), loopback)).toBe('198.51.100.7');
    expect(clientAddress(from('::1', ['6.6.6.6', '198.51.100.7']), loopback)).toBe('198.51.100.7');
    expect(clientAddress(from('::ffff:127.0.0.1', ' 198.51.100.7 '), loopback)).toBe('198.51.100.7');
  });

  test('a chain of trusted proxies is walked from the right', () => {
    const proxies = trustedProxies('127.0.0.1, 10.0.0.0/8');
    // client → CDN edge (10.1.1.1, trusted) → nginx (127.0.0.1) → shop
    expect(clientAddress(from('127.0.0.1', '198.51.100.7, 10.1.1.1'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(from('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.1.1'), proxies)).toBe('198.51.100.7');
    // Only trusted hops: the left-most of them. Garbage stops the walk at the last good hop.
    expect(clientAddress(from('127.0.0.1', '10.2.2.2, 10.1.1.1'), proxies)).toBe('10.2.2.2');
    expect(clientAddress(from('127.0.0.1', 'unknown, 10.1.1.1'), proxies)).toBe('10.1.1.1');
    expect(clientAddress(from('127.0.0.1', '<script>'), proxies)).toBe('127.0.0.1');
  });

  test('without the header, or without a socket address', () => {
    expect(clientAddress(from('127.0.0.1'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(from(undefined, '198.51.100.7'), loopback)).toBe('unknown');
  });

  test('TRUSTED_PROXIES: an empty setting is the loopback; entries that are no network are skipped', () => {
    const empty = trustedProxies('');
    expect(inNetworks('127.0.0.5', empty)).toBe(true);
    expect(inNetworks('::1', empty)).toBe(true);
    expect(inNetworks('10.0.0.1', empty)).toBe(false);
    const list = networkList(['nonsense', '10.0.0.0/40', 'fd00::/8']);
    expect(inNetworks('fd12::1', list)).toBe(true);
    expect(inNetworks('10.0.0.1', list)).toBe(false);
    expect(inNetworks('not-an-address', list)).toBe(false);
  });
});
