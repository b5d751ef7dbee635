import { afterEach, describe, expect, it, vi } from 'vitest';

// The helper answers through the shopper's API client, whose module reads the API's address.
vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'http://shop.test' }));

import { ApiError, type ApiErrorKind } from '../../../../../src/api/api-error';
import type { ApiErrorBody } from '@shop/contract/errors';
import { es } from '../../../../../src/i18n/es';
import { FormRefusal, type FormSpec, handleForm } from '../../../../../src/server/forms/handle-form';
import type { ShopperApi } from '../../../../../src/server/visits/shopper';

const API_SESSION = 'laravel_session=abc; Path=/; HttpOnly; SameSite=Lax';
const XSRF = 'XSRF-TOKEN=t0k; Path=/; SameSite=Lax';
const PASSWORD = 'Secreta-2026';

/** A shopper whose API calls set these cookies on the way. */
const shopper = (cookies: string[] = []): ShopperApi => ({
  api: {} as never,
  setCookies: () => [...cookies],
});

const post = (fields: Record<string, string>) => ({
  request: new Request('http://shop.test/login', { method: 'POST', body: new URLSearchParams(fields) }),
});

const apiFailure = (status: number, body?: ApiErrorBody, kind: ApiErrorKind = 'http') =>
  new ApiError({ kind, status, body, message: body?.message ?? `HTTP ${status}` });

/** The login form: the e-mail is kept, the password only read. */
const login = (submit: FormSpec<{ email: string }, never>['submit']): FormSpec<{ email: string }, never> => ({
  read: (form) => ({ email: String(form.get('email') ?? '') }),
  submit,
});

const typed = { email: 'cliente@example.com', password: PASSWORD };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a form that worked: Post/Redirect/Get', () => {
  it('answers 303 See Other to the page named, so reload and Back never post again', async () => {
    const answer = await handleForm(
      post(typed),
      shopper(),
      login(async () => ({ to: '/account' })),
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/account');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("passes on the API's session cookies and the shop's own", async () => {
    const answer = (await handleForm(
      post(typed),
      shopper([API_SESSION, XSRF]),
      login(async () => ({ to: '/account', cookies: ['mt_cliente=Ana; Path=/; SameSite=Lax'] })),
    )) as Response;
    expect(answer.headers.getSetCookie()).toEqual([
      API_SESSION,
      XSRF,
      'mt_cliente=Ana; Path=/; SameSite=Lax',
    ]);
  });

  it('gives submit what read took, and the form itself for the passwords', async () => {
    const submit = vi.fn(async () => ({ to: '/account' }));
    await handleForm(post(typed), shopper(), login(submit));
    const [values, form] = submit.mock.calls[0] as unknown as [unknown, FormData];
    expect(values).toEqual({ email: 'cliente@example.com' });
    expect(form.get('password')).toBe(PASSWORD);
  });

  it('never sends the shopper off the shop, whatever the target', async () => {
    for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const answer = (await handleForm(
        post(typed),
        shopper(),
        login(async () => ({ to })),
      )) as Response;
      expect(answer.headers.get('Location'), to).toBe('/');
    }
  });

  it('shows what a post that only reads found, with status 200', async () => {
    const answer = await handleForm(post({ order: '12' }), shopper(), {
      read: (form) => ({ order: String(form.get('order')) }),
      submit: async ({ order }) => ({ show: { number: `MT-0000${order}` } }),
    });
    expect(answer).toEqual({
      values: { order: '12' },
      problem: null,
      shown: { number: 'MT-000012' },
      status: 200,
    });
  });
});

describe('a form the API refused: the same page again', () => {
  it("shows the API's Spanish message per field with 422, keeping what was typed but never the password", async () => {
    const answer = await handleForm(
      post(typed),
      shopper([XSRF]),
      login(async () => {
        throw apiFailure(422, {
          message: 'Estas credenciales no coinciden con nuestros registros.',
          errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] },
        });
      }),
    );
    expect(answer).toEqual({
      values: { email: 'cliente@example.com' },
      problem: {
        message: es.forms.fixFields,
        fields: { email: 'Estas credenciales no coinciden con nuestros registros.' },
        status: 422,
      },
      shown: null,
      status: 422,
    });
    expect(JSON.stringify(answer)).not.toContain(PASSWORD);
  });

  it('keeps the 419 of an expired session and says to reload', async () => {
    const answer = await handleForm(
      post(typed),
      shopper(),
      login(async () => {
        throw apiFailure(419, { message: 'CSRF token mismatch.' });
      }),
    );
    expect(answer).toMatchObject({ status: 419, values: { email: 'cliente@example.com' } });
    expect((answer as { problem: { message: string } }).problem.message).toBe(
      `${es.errors.sessionExpired.title}. ${es.errors.sessionExpired.text}`,
    );
  });

  it("keeps the 429 of too many attempts and passes on the API's wait", async () => {
    const wait = 'Demasiados intentos de acceso. Inténtalo de nuevo en 42 segundos.';
    const answer = await handleForm(
      post(typed),
      shopper(),
      login(async () => {
        throw apiFailure(429, { message: wait });
      }),
    );
    expect(answer).toMatchObject({ status: 429, problem: { message: wait, fields: {} } });
  });

  it('says the service is unreachable when the API does not answer, still with 422', async () => {
    const answer = await handleForm(
      post(typed),
      shopper(),
      login(async () => {
        throw new ApiError({ kind: 'network', message: 'fetch failed' });
      }),
    );
    expect(answer).toMatchObject({ status: 422 });
    expect((answer as { problem: { message: string } }).problem.message).toContain(es.errors.network.title);
  });

  it('shows a refusal of the shop its own with its own status', async () => {
    const answer = await handleForm(post({ order: 'abc' }), shopper(), {
      read: (form) => ({ order: String(form.get('order')) }),
      submit: async () => {
        throw new FormRefusal(es.guestOrder.notFound, 404);
      },
    });
    expect(answer).toEqual({
      values: { order: 'abc' },
      problem: { message: es.guestOrder.notFound, fields: {}, status: 404 },
      shown: null,
      status: 404,
    });
  });

  it("a 429 of the shop its own says how long to wait, as the page's Retry-After too", async () => {
    const response = { headers: new Headers() };
    const answer = await handleForm({ ...post({ order: '7' }), response }, shopper(), {
      read: (form) => ({ order: String(form.get('order')) }),
      submit: async () => {
        throw new FormRefusal(es.forms.tooMany, 429, 90);
      },
    });
    expect(answer).toMatchObject({
      status: 429,
      problem: { message: es.forms.tooMany, retryAfter: 90 },
    });
    expect(response.headers.get('retry-after')).toBe('90');
  });
});

describe('a form that failed unexpectedly', () => {
  it("shows the generic message with 422, never a 5xx nor the error's own text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await handleForm(
      post(typed),
      shopper(),
      login(async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'name')");
      }),
    );
    expect(answer).toEqual({
      values: { email: 'cliente@example.com' },
      problem: { message: es.forms.failed, fields: {}, status: null },
      shown: null,
      status: 422,
    });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('also when reading the form throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await handleForm(post(typed), shopper(), {
      read: () => {
        throw new Error('bug');
      },
      submit: async () => ({ to: '/' }),
    });
    expect(answer).toMatchObject({ values: null, status: 422, problem: { message: es.forms.failed } });
  });

  it('reads a body that is not a form as an empty form', async () => {
    const request = new Request('http://shop.test/login', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'no boundary, no parts',
    });
    const submit = vi.fn(async () => ({ to: '/account' }));
    const answer = await handleForm({ request }, shopper(), login(submit));
    expect((answer as Response).status).toBe(303);
    expect(submit).toHaveBeenCalledWith({ email: '' }, expect.any(FormData));
  });
});

describe('a visit, not a post', () => {
  it('a GET reads and sends nothing and renders with 200', async () => {
    const submit = vi.fn(async () => ({ to: '/account' }));
    const request = new Request('http://shop.test/login');
    expect(await handleForm({ request }, shopper(), login(submit))).toEqual({
      values: null,
      problem: null,
      shown: null,
      status: 200,
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('a post the visit may not make (the account is unknown) is read as a visit', async () => {
    const submit = vi.fn(async () => ({ to: '/account' }));
    const answer = await handleForm(post(typed), shopper(), { ...login(submit), enabled: false });
    expect(answer).toMatchObject({ values: null, status: 200 });
    expect(submit).not.toHaveBeenCalled();
  });
});
