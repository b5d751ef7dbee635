import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// handle-form.ts (the FormRefusal) reaches the API client's settings.
vi.mock('astro:env/server', () => ({ API_URL: 'http://api.test', SITE_URL: 'http://shop.test' }));

import { limited, tooManyAttempts } from '../../../../../src/server/forms/limited';
import { FormRefusal } from '../../../../../src/server/forms/handle-form';
import { giveBack, takeAttempt } from '../../../../../src/server/limits/attempts';
import { FORM_LIMITS, type FormLimit } from '../../../../../src/server/limits/form-limits';
import { configureLimits } from '../../../../../src/server/limits/limit-store';
import { withRequestContext } from '../../../../../src/server/observability/request-context';
import { eventually } from '../../../support/eventually';

/** A small limit of the shape every form's has: 3 per client, 2 per target, in a minute. */
const SMALL: FormLimit = {
  name: 'test',
  perClient: { points: 3, durationSeconds: 60 },
  perTarget: { points: 2, durationSeconds: 60 },
  targetPerClient: false,
  givesBackOnSuccess: true,
};
const PER_CLIENT_TARGET: FormLimit = { ...SMALL, name: 'test-per-client', targetPerClient: true };

/** Runs `work` as a request from `clientAddress` (whatever cookies it has: the limits never look). */
const as = <T>(clientAddress: string, work: () => T) =>
  withRequestContext({ id: 'test', clientAddress }, work);
const take = (client: string, target: string, limit = SMALL) =>
  as(client, () => takeAttempt({ limit, target }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 0, 1));
  configureLimits();
});
afterEach(() => vi.useRealTimers());

describe("the shop's form limits (one rule: per client and per target)", () => {
  test('per client: different targets from one address add up, another address is another client', async () => {
    expect(await take('198.51.100.7', 'a@example.es')).toBe(0);
    expect(await take('198.51.100.7', 'b@example.es')).toBe(0);
    expect(await take('198.51.100.7', 'c@example.es')).toBe(0);
    expect(await take('198.51.100.7', 'd@example.es')).toBe(60);
    expect(await take('198.51.100.8', 'd@example.es')).toBe(0);
  });

  test('an IPv6 client is counted by its /64: rotating inside it changes nothing', async () => {
    for (const host of ['1', '2', '3'])
      expect(await take(`2001:db8:7:7::${host}`, `${host}@example.es`)).toBe(0);
    expect(await take('2001:db8:7:7:ffff::9', 'x@example.es')).toBeGreaterThan(0);
    expect(await take('2001:db8:7:8::1', 'x@example.es')).toBe(0);
  });

  test('per target: one e-mail from many clients is refused after its limit, in any case', async () => {
    expect(await take('198.51.100.1', 'victim@example.es')).toBe(0);
    expect(await take('198.51.100.2', 'Victim@Example.es ')).toBe(0);
    expect(await take('198.51.100.3', 'victim@example.es')).toBe(60);
    expect(await take('198.51.100.3', 'other@example.es')).toBe(0);
  });

  test("a target counted per client: one client's failures never lock another client out of it", async () => {
    expect(await take('198.51.100.1', '123', PER_CLIENT_TARGET)).toBe(0);
    expect(await take('198.51.100.1', '123', PER_CLIENT_TARGET)).toBe(0);
    expect(await take('198.51.100.1', '123', PER_CLIENT_TARGET)).toBeGreaterThan(0);
    expect(await take('198.51.100.2', '123', PER_CLIENT_TARGET)).toBe(0);
  });

  test('the wait (Retry-After) is what is left of the window, and the window ends', async () => {
    await take('198.51.100.7', 'a@example.es');
    await take('198.51.100.7', 'a@example.es');
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 45));
    expect(await take('198.51.100.7', 'a@example.es')).toBe(15);
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 1, 1));
    expect(await take('198.51.100.7', 'a@example.es')).toBe(0);
  });

  test("a client of LIMITS_EXEMPT (the operator's monitors) is never counted; every other one is", async () => {
    configureLimits({ exempt: '127.0.0.0/8, 10.9.0.0/16' });
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await take('10.9.3.4', 'a@example.es')).toBe(0);
    for (let attempt = 0; attempt < 2; attempt += 1) expect(await take('10.8.3.4', 'b@example.es')).toBe(0);
    expect(await take('10.8.3.4', 'b@example.es')).toBeGreaterThan(0);
  });

  test("with REDIS_URL unreachable the limits fail open to this process's memory, and the log says so", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on the discard port: every Redis command fails, the memory insurance counts.
    configureLimits({ redisUrl: 'redis://127.0.0.1:9' });
    try {
      expect(await take('198.51.100.9', 'a@example.es')).toBe(0);
      expect(await take('198.51.100.9', 'b@example.es')).toBe(0);
      expect(await take('198.51.100.9', 'c@example.es')).toBe(0);
      expect(await take('198.51.100.9', 'd@example.es')).toBe(60);
      await eventually(() =>
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Redis \(REDIS_URL\) unreachable/)),
      );
    } finally {
      configureLimits();
      logged.mockRestore();
    }
  });

  test('an attempt given back (a right secret) does not count', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await take('198.51.100.7', 'a@example.es')).toBe(0);
      await as('198.51.100.7', () => giveBack({ limit: SMALL, target: 'a@example.es' }));
    }
  });
});

describe('limited(): the form side of a limit', () => {
  const login = (client: string, email: string, work: () => Promise<string>) =>
    as(client, () => limited({ limit: FORM_LIMITS.login, target: email }, work));
  const wrongPassword = () => Promise.reject(new Error('422'));

  test('30 failed logins with different e-mails from one client: refused after the per-client limit, 429 in Spanish with the wait', async () => {
    const outcomes: unknown[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      outcomes.push(
        await login('203.0.113.5', `nadie${attempt}@example.es`, wrongPassword).catch((error) => error),
      );
    const refusals = outcomes.filter((outcome) => outcome instanceof FormRefusal);
    expect(refusals).toHaveLength(30 - FORM_LIMITS.login.perClient.points);
    const first = refusals[0] as FormRefusal;
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBe(FORM_LIMITS.login.perClient.durationSeconds);
    expect(first.message).toBe(tooManyAttempts(FORM_LIMITS.login.perClient.durationSeconds));
    expect(first.message).toBe('Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.');
  });

  test('a right password gives the attempt back: a shopper who logs in is never counted', async () => {
    for (let attempt = 0; attempt < FORM_LIMITS.login.perClient.points * 2; attempt += 1)
      expect(await login('203.0.113.6', 'ana@example.es', () => Promise.resolve('ok'))).toBe('ok');
  });

  test('the minutes of the message are rounded up, one at least', () => {
    expect(tooManyAttempts(1)).toBe('Demasiados intentos. Espera 1 minuto y vuelve a intentarlo.');
    expect(tooManyAttempts(61)).toBe('Demasiados intentos. Espera 2 minutos y vuelve a intentarlo.');
  });
});
