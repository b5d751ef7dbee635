/** The client address of a sandbox request (http/client-address.ts). */
import { describe, expect, it } from 'vitest';
import { clientAddress, clientBlock, networkList, trustedProxies } from '../../http/client-address.ts';

describe('clientAddress', () => {
  const loopback = trustedProxies(undefined);

  it('is the socket peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', loopback)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, loopback)).toBe('203.0.113.9');
  });

  it('is the right-most untrusted X-Forwarded-For address when the shop (the loopback) sends it', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::1', '6.6.6.6, 198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '198.51.100.7, 127.0.0.1', loopback)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    // Only trusted hops: the left-most of them. Garbage stops the walk at the last good hop.
    expect(clientAddress('127.0.0.1', '::1, 127.0.0.2', loopback)).toBe('::1');
    expect(clientAddress('127.0.0.1', 'nonsense, 127.0.0.2', loopback)).toBe('127.0.0.2');
    expect(clientAddress('127.0.0.1', 'nonsense', loopback)).toBe('127.0.0.1');
  });

  it('takes the trusted networks from the setting', () => {
    const proxies = trustedProxies('10.0.0.0/8, 192.0.2.1');
    expect(clientAddress('10.9.8.7', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('192.0.2.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '198.51.100.7', proxies)).toBe('unknown');
    // Entries that are no address or network are skipped.
    expect(networkList(['nope', '10.0.0.0/99', '::1']).check('::1', 'ipv6')).toBe(true);
  });
});

describe('clientBlock', () => {
  it('is an IPv4 address whole and an IPv6 address by its /64, however written', () => {
    expect(clientBlock('198.51.100.7')).toBe('198.51.100.7');
    expect(clientBlock('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientBlock('2001:DB8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(clientBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBlock('::1')).toBe('0:0:0:0::/64');
    expect(clientBlock('unknown')).toBe('unknown');
  });
});
