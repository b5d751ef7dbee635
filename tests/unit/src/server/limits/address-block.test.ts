import { describe, expect, test } from 'vitest';
import { addressBlock } from '../../../../../src/server/limits/address-block';

describe('addressBlock', () => {
  test('IPv4 whole, IPv6 by its /64', () => {
    expect(addressBlock('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBlock('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressBlock('2001:DB8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('unknown')).toBe('unknown');
  });
});
