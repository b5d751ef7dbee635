// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const BASE = 'http://api.test/';
const LINES = [{ id: 7, quantity: 2 }];

/** A fake API: the session call sets the XSRF cookie (unless `noCookie`), the save answers `save`. */
function fakeApi(save: () => Response | Promise<Response>, noCookie = false) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    if (request.url.endsWith('/sanctum/csrf-cookie')) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the API's Set-Cookie.
      if (!noCookie) document.cookie = 'XSRF-TOKEN=abc%3D; path=/';
      return new Response(null, { status: 204 });
    }
    return save();
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const load = () => import('../../../../src/api/cart-ahead');

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['XSRF-TOKEN', 'shop_session_claim']) {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test set.
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('sessionless', () => {
  test('a browser without the XSRF cookie has no API session', async () => {
    const { sessionless } = await load();
    expect(sessionless('other=1')).toBe(true);
    expect(sessionless('other=1; XSRF-TOKEN=abc')).toBe(false);
  });
});

describe('noSavedCart', () => {
  test('a browser without a session has no saved cart, nor has one whose session this page opened, once it answered', async () => {
    fakeApi(() => new Response(null, { status: 500 }));
    const { noSavedCart, openSessionAhead } = await load();
    expect(noSavedCart()).toBe(true);
    await openSessionAhead(BASE);
    expect(document.cookie).toContain('XSRF-TOKEN=');
    expect(noSavedCart()).toBe(true);
  });

  test('once this page has saved into the session it opened, the session holds a cart: for the client too', async () => {
    fakeApi(() => new Response(null, { status: 500 }));
    const { noSavedCart, saveCartAhead, sessionAhead } = await load();
    await saveCartAhead(BASE, []);
    expect(sessionAhead.opening()).not.toBeNull();
    expect(noSavedCart()).toBe(false);
    expect(sessionAhead.empty()).toBe(false);
  });

  test('a browser that came with a session may have a saved cart', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the session's cookie, as the API would set it.
    document.cookie = 'XSRF-TOKEN=old; path=/';
    const calls = fakeApi(() => new Response(null, { status: 500 }));
    const { noSavedCart, openSessionAhead } = await load();
    await openSessionAhead(BASE);
    expect(calls).toHaveLength(0);
    expect(noSavedCart()).toBe(false);
  });
});

describe('openSessionAhead', () => {
  test('opens the guest session once, with the browser’s claim key, however many ask meanwhile', async () => {
    const calls = fakeApi(() => new Response(null, { status: 500 }));
    const { openSessionAhead } = await load();
    await Promise.all([openSessionAhead(BASE), openSessionAhead(BASE)]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/sanctum/csrf-cookie');
    expect(calls[0]!.credentials).toBe('include');
    const claim = calls[0]!.headers.get('X-Session-Claim');
    expect(claim).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`shop_session_claim=${claim}`);
  });

  test('a browser that has a session asks for none', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the session's cookie, as the API would set it.
    document.cookie = 'XSRF-TOKEN=old; path=/';
    const calls = fakeApi(() => new Response(null, { status: 500 }));
    const { openSessionAhead } = await load();
    await openSessionAhead(BASE);
    expect(calls).toHaveLength(0);
  });
});

describe('saveCartAhead', () => {
  test('opens the session, then saves the lines with the XSRF header, answering the saved cart’s body', async () => {
    const body = { data: { items: [] } };
    const calls = fakeApi(() => Response.json(body));
    const { saveCartAhead } = await load();
    await expect(saveCartAhead(BASE, LINES)).resolves.toEqual(body);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /store-front/api/sales/cart_b2c',
    ]);
    const save = calls[1]!;
    expect(save.headers.get('X-XSRF-TOKEN')).toBe('abc=');
    expect(save.headers.get('Content-Type')).toBe('application/json');
    expect(save.credentials).toBe('include');
    expect(await save.json()).toEqual({ products: LINES });
  });

  test('a refused save (an age check, a stale session) answers null: the client saves and reports it', async () => {
    fakeApi(() => Response.json({ message: 'Confirma tu edad.' }, { status: 409 }));
    const { saveCartAhead } = await load();
    await expect(saveCartAhead(BASE, LINES)).resolves.toBeNull();
  });

  test('a failed call answers null', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect((await load()).saveCartAhead(BASE, LINES)).resolves.toBeNull();
  });

  test('without a session (the API set no cookie) nothing is posted', async () => {
    const calls = fakeApi(() => Response.json({}), true);
    await expect((await load()).saveCartAhead(BASE, LINES)).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});
