import { describe, expect, it } from 'vitest';
import { customerCookie, forgetCustomerCookie } from '../../../../../src/lib/account/customer-cookie';
import { noticeConsumed, noticeCookie } from '../../../../../src/lib/cart/cart-notice';
import { withSecure } from '../../../../../src/lib/cookies/secure-cookie';

const attributes = (setCookie: string) => setCookie.split(';').map((part) => part.trim().toLowerCase());

describe('withSecure', () => {
  it("marks each of the shop's own cookies Secure over https, once", () => {
    for (const cookie of [
      customerCookie('Lucía'),
      forgetCustomerCookie(),
      noticeCookie({ level: 'info', text: 'Añadido' }),
      noticeConsumed(),
    ]) {
      const secure = withSecure(cookie, true);
      expect(secure.startsWith(cookie)).toBe(true);
      expect(attributes(secure).filter((attribute) => attribute === 'secure')).toHaveLength(1);
      expect(withSecure(secure, true)).toBe(secure);
    }
  });

  it('leaves a cookie as it is over plain http, and never takes Secure away', () => {
    const cookie = customerCookie('Lucía');
    expect(withSecure(cookie, false)).toBe(cookie);
    expect(attributes(withSecure(cookie, false))).not.toContain('secure');
    expect(withSecure(`${cookie}; Secure`, false)).toBe(`${cookie}; Secure`);
  });

  it('reads only attributes: a value that says Secure is not the attribute', () => {
    expect(withSecure('note=Secure; Path=/', true)).toBe('note=Secure; Path=/; Secure');
  });
});
