import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The helper answers through the shopper's API client, whose module reads the API's address.
vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'http://shop.test' }));

import { ApiError } from '../../../../../src/api/api-error';
import { es } from '../../../../../src/i18n/es';
import { FormRefusal } from '../../../../../src/server/forms/handle-form';
import { tooManyAttempts } from '../../../../../src/server/forms/limited';
import { defineIntents, handleIntents } from '../../../../../src/server/forms/intents';
import type { FormLimit } from '../../../../../src/server/limits/form-limits';
import { configureLimits } from '../../../../../src/server/limits/limit-store';
import { withRequestContext } from '../../../../../src/server/observability/request-context';
import type { ShopperApi } from '../../../../../src/server/visits/shopper';

const API_SESSION = 'laravel_session=abc; Path=/; HttpOnly; SameSite=Lax';

/** The silent client the intents are given, recorded per test. */
const silent = vi.fn();
const shopper: ShopperApi = { api: { silent } as never, setCookies: () => [API_SESSION] };

const post = (fields: Record<string, string>) => ({
  request: new Request('http://shop.test/account', { method: 'POST', body: new URLSearchParams(fields) }),
  response: { headers: new Headers() },
});

/** One attempt per client and per target in a minute, a success given back. */
const ONCE: FormLimit = {
  name: 'intents-test',
  perClient: { points: 1, durationSeconds: 60 },
  perTarget: { points: 1, durationSeconds: 60 },
  targetPerClient: false,
  givesBackOnSuccess: true,
};

/** A page's form with one intent of each kind the shop uses. */
const form = defineIntents<{ intent: string; id: string }, { page: string }>({
  fields: (data) => ({ intent: String(data.get('intent') ?? ''), id: String(data.get('id') ?? '') }),
  intents: {
    save: {
      rules: [{ holds: ({ id }) => id !== '', message: es.checkout.chooseAddress, status: 422 }],
      run: async (api, { id }, { form: data }) =>
        api(`/things/${id}`, { body: { secret: data.get('secret') } }),
      redirect: (_, { id }, { page }) => `${page}/${id}`,
      notice: 'direccion-guardada',
      cookies: (saved: { name: string }) => [`mt_cliente=${saved.name}; Path=/`],
    },
    limited: { limit: ({ id }) => ({ limit: ONCE, target: id }), run: async () => undefined, redirect: '/' },
    find: { run: async (_, { id }) => ({ found: id }), show: true },
    away: { run: async () => undefined, redirect: 'https://evil.example/' },
  },
});

const take = (fields: Record<string, string>, enabled = true) =>
  withRequestContext({ id: 'test', clientAddress: '198.51.100.7' }, () =>
    handleIntents(post(fields), shopper, form, { page: '/account' }, enabled),
  );

beforeEach(() => {
  silent.mockReset();
  configureLimits();
});
afterEach(() => vi.restoreAllMocks());

describe('handleIntents: a page declares what its form does, the helper does the rest', () => {
  it('runs the intent the form names with the silent client, the fields and the form, then 303 with its notice and cookies', async () => {
    silent.mockResolvedValue({ name: 'Ana' });
    const answer = (await take({ intent: 'save', id: '7', secret: 'no-se-guarda' })) as Response;
    expect(silent).toHaveBeenCalledWith('/things/7', { body: { secret: 'no-se-guarda' } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/account/7?aviso=direccion-guardada');
    expect(answer.headers.getSetCookie()).toEqual([API_SESSION, 'mt_cliente=Ana; Path=/']);
  });

  it('refuses a broken rule with its catalogue message and status before any call, keeping what was typed', async () => {
    const state = await take({ intent: 'save', id: '' });
    expect(silent).not.toHaveBeenCalled();
    expect(state).toMatchObject({
      values: { intent: 'save', id: '' },
      problem: { message: es.checkout.chooseAddress },
      status: 422,
    });
  });

  it('refuses a form naming no intent it declares with the generic 400 (no `otherwise`)', async () => {
    for (const fields of [
      { intent: 'borrar', id: '7' },
      { id: '7' },
      { intent: 'toString', id: '7' },
    ] as Record<string, string>[])
      expect(await take(fields)).toMatchObject({ problem: { message: es.forms.failed }, status: 400 });
  });

  it('takes the intent named in `otherwise` when the form names none', async () => {
    const withDefault = { ...form, otherwise: 'find' };
    const state = await handleIntents(post({ id: '3' }), shopper, withDefault, { page: '/account' });
    expect(state).toMatchObject({ shown: { found: '3' }, status: 200 });
  });

  it('shows what a post that only reads found, with status 200', async () => {
    expect(await take({ intent: 'find', id: '9' })).toMatchObject({
      shown: { found: '9' },
      problem: null,
      status: 200,
    });
  });

  it("counts a limited intent against the shop's limit: over it, a Spanish 429 and the page's Retry-After", async () => {
    const from = (context: ReturnType<typeof post>) =>
      withRequestContext({ id: 'test', clientAddress: '198.51.100.8' }, () =>
        handleIntents(context, shopper, form, { page: '/account' }),
      );
    vi.spyOn(form.intents.limited!, 'run').mockRejectedValue(
      new ApiError({ kind: 'http', status: 422, message: 'no' }),
    );
    expect(await from(post({ intent: 'limited', id: 'a@example.es' }))).toMatchObject({ status: 422 });
    const again = post({ intent: 'limited', id: 'a@example.es' });
    expect(await from(again)).toMatchObject({ status: 429, problem: { message: tooManyAttempts(60) } });
    expect(again.response.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('never sends the shopper off the shop, whatever the intent names', async () => {
    expect(((await take({ intent: 'away' })) as Response).headers.get('Location')).toBe('/');
  });

  it("passes an intent's own refusal and the API's through handleForm: its status, never a 5xx", async () => {
    silent.mockRejectedValueOnce(new FormRefusal(es.payment.unknownOrder, 404));
    expect(await take({ intent: 'save', id: '7' })).toMatchObject({ status: 404 });
    silent.mockRejectedValueOnce(new Error('bug'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await take({ intent: 'save', id: '7' })).toMatchObject({
      problem: { message: es.forms.failed },
      status: 422,
    });
  });

  it('reads a post as a visit when the page may not take it (enabled false)', async () => {
    expect(await take({ intent: 'save', id: '7' }, false)).toEqual({
      values: null,
      problem: null,
      shown: null,
      status: 200,
    });
    expect(silent).not.toHaveBeenCalled();
  });
});
