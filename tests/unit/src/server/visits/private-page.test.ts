import { describe, expect, it, vi } from 'vitest';

// The shop is served over https: its own cookies must leave Secure.
vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'https://tienda.example' }));

import { customerCookie } from '../../../../../src/lib/account/customer-cookie';
import { noticeCookie } from '../../../../../src/lib/cart/cart-notice';
import { privateHeaders, seeOther, shopCookie } from '../../../../../src/server/visits/private-page';
import type { ShopperApi } from '../../../../../src/server/visits/shopper';

const API_SESSION = 'laravel_session=abc; Path=/; HttpOnly; SameSite=Lax';
const shopper = (cookies: string[] = []): ShopperApi => ({
  api: {} as never,
  setCookies: () => [...cookies],
});
const isSecure = (setCookie: string) => /;\s*secure(;|$)/i.test(setCookie);

describe("the shop's own cookies over https", () => {
  it('leave Secure with a redirect, beside the API cookies the shopper client hands over', () => {
    const response = seeOther('/account', shopper([API_SESSION]), [
      customerCookie('Lucía'),
      noticeCookie({ level: 'info', text: 'Hecho' }),
    ]);
    const [api, customer, notice] = response.headers.getSetCookie();
    expect(api).toBe(API_SESSION);
    expect(customer).toMatch(/^mt_cliente=/);
    expect(isSecure(customer!)).toBe(true);
    expect(notice).toMatch(/^cart_notice=/);
    expect(isSecure(notice!)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("are Secure on a page's headers and when written one by one", () => {
    const headers = privateHeaders(new Headers(), shopper(), [customerCookie('Ana')]);
    expect(isSecure(headers.getSetCookie()[0]!)).toBe(true);
    expect(isSecure(shopCookie(noticeCookie({ level: 'error', text: 'No' })))).toBe(true);
  });
});
