import { describe, expect, test } from 'vitest';
import { readCookie, xsrfHeaderFor } from '../../../../src/api/xsrf';

const cookies = 'laravel_session=abc; XSRF-TOKEN=eyJpdiI6IkE%3D%2Bb; other=1';

describe('xsrfHeaderFor (Sanctum)', () => {
  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('a %s sends X-XSRF-TOKEN', (method) => {
    expect(xsrfHeaderFor(method, cookies)).not.toBeNull();
  });

  test.each(['GET', 'HEAD', 'OPTIONS', undefined])('a %s read sends no header', (method) => {
    expect(xsrfHeaderFor(method, cookies)).toBeNull();
  });

  test('the header carries the URL-decoded cookie value', () => {
    expect(xsrfHeaderFor('POST', cookies)).toEqual({ 'X-XSRF-TOKEN': 'eyJpdiI6IkE=+b' });
  });

  test('without the cookie there is no header (the cookie must be fetched first)', () => {
    expect(xsrfHeaderFor('POST', 'laravel_session=abc')).toBeNull();
    expect(xsrfHeaderFor('POST', '')).toBeNull();
  });

  test('a cookie whose name only ends like XSRF-TOKEN is not taken', () => {
    expect(readCookie('MY-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeNull();
  });
});
