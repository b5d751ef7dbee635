import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_COOKIE,
  customerCookie,
  customerFromCookies,
  forgetCustomerCookie,
} from '../../../../../src/lib/account/customer-cookie';

describe('the signed-in note', () => {
  it('round-trips a name with accents and spaces, and forgets it', () => {
    const cookie = customerCookie(' Lucía García ');
    expect(cookie).toMatch(new RegExp(`^${CUSTOMER_COOKIE}=`));
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(customerFromCookies(`a=1; ${cookie.split(';')[0]}`)).toEqual({ name: 'Lucía García' });
    expect(forgetCustomerCookie()).toContain('Max-Age=0');
    expect(customerFromCookies(`${CUSTOMER_COOKIE}=`)).toBeNull();
    expect(customerFromCookies(null)).toBeNull();
  });
});
