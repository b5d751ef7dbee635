import { es, format } from '../../../src/i18n/es';
import { FORM_LIMITS } from '../../../src/server/limits/form-limits';
import { expect, test } from '../support/test';
import { registerOnApi } from '../support/guest-orders';
import { PASSWORD, uniqueEmail } from '../support/shopper';

/**
 * The shop's form limits (server/limits/form-limits.ts) seen from outside: a client is named by
 * X-Forwarded-For (the shop's socket peer is the loopback, a trusted proxy, as nginx would be), one
 * TEST-NET address per test, so no other test's attempts are counted with it.
 */

const origin = () => `http://localhost:${process.env.E2E_SHOP_PORT}`;
/** The security review's count: logins with different e-mails from one client. */
const ATTEMPTS = 30;
const LOGIN = FORM_LIMITS.login;

test(`${ATTEMPTS} logins with different e-mails from one client: 422 up to the limit, then 429 in Spanish with Retry-After`, async ({
  playwright,
}) => {
  const client = await playwright.request.newContext({ baseURL: origin() });
  const logIn = (email: string, password: string, address = '192.0.2.61') =>
    client.post('/login', {
      form: { intent: 'login', email, password },
      headers: { Origin: origin(), 'X-Forwarded-For': address },
      maxRedirects: 0,
    });
  try {
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof logIn>> | undefined;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const response = await logIn(uniqueEmail(`intento${attempt}`), 'No-es-la-clave-1');
      statuses.push(response.status());
      if (response.status() === 429) refused ??= response;
    }
    expect(statuses.slice(0, LOGIN.perClient.points).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(LOGIN.perClient.points).every((status) => status === 429)).toBe(true);
    const wait = Number(refused!.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN.perClient.durationSeconds);
    const minutes = Math.ceil(wait / 60);
    expect(await refused!.text()).toContain(format(es.forms.tooMany, { minutes }));
    // Another client is not affected by this one's attempts.
    expect((await logIn(uniqueEmail('otro-cliente'), 'No-es-la-clave-1', '192.0.2.62')).status()).toBe(422);
  } finally {
    await client.dispose();
  }
});

test('a shopper who logs in right is never counted: more logins than the limit, every one in', async ({
  playwright,
}) => {
  // The account is made on the API: the logins are what this test is about.
  const email = uniqueEmail('entra-siempre');
  await registerOnApi(email);
  const client = await playwright.request.newContext({ baseURL: origin() });
  try {
    for (let attempt = 0; attempt <= LOGIN.perClient.points; attempt += 1) {
      const response = await client.post('/login', {
        form: { intent: 'login', email, password: PASSWORD },
        headers: { Origin: origin(), 'X-Forwarded-For': '192.0.2.63' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
    }
  } finally {
    await client.dispose();
  }
});
