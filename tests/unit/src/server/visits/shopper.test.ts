import { stringifyCookie } from 'cookie';
import { describe, expect, test, vi } from 'vitest';

vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test' }));
const { forwardableCookies } = await import('../../../../../src/server/visits/shopper');

describe("the shopper's cookies sent on to the API", () => {
  test('the session and XSRF cookies pass', () => {
    expect(forwardableCookies('laravel_session=abc; XSRF-TOKEN=def')).toEqual({
      laravel_session: 'abc',
      'XSRF-TOKEN': 'def',
    });
  });

  test('a cookie with a space or an empty name is dropped, and the rest can still be sent', () => {
    const cookies = forwardableCookies('a b=1; =2; laravel_session=abc');
    expect(cookies).toEqual({ laravel_session: 'abc' });
    expect(() => stringifyCookie(cookies)).not.toThrow();
  });

  test('no Cookie header is no cookies', () => {
    expect(forwardableCookies(null)).toEqual({});
  });
});
