/** The simulated Redsys's browser side (routes/redsys-pages.ts): redsysV3.js, the card form, tokenize. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedsysApp, startRedsysApp } from '../support/redsys-harness.ts';
import { CARDS, redsysFlow } from '../support/redsys-flow.ts';

let app: RedsysApp & { close(): Promise<void> };
beforeAll(async () => {
  app = await startRedsysApp();
});
afterAll(() => app.close());
const { shopperWithOrder, configure, tokenize } = redsysFlow(() => app);

describe('the card form (tokenize)', () => {
  it('gives an idOper for every test card, and -1 for a merchant order that already has one', async () => {
    for (const number of Object.values(CARDS)) {
      const { client, orderId } = await shopperWithOrder();
      const config = (await configure(client, orderId)).body.data;
      const first = await tokenize(config, { number });
      expect(first.status).toBe(200);
      expect(first.body.idOper).toMatch(/^[0-9a-f]{40}$/);
      const again = await tokenize(config, { number });
      expect(again.body).toEqual({ idOper: '-1' });
    }
  });

  it('keeps which test card it was, its last four digits, expiry and CVV check: never the number', async () => {
    const { client, orderId } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const { body } = await tokenize(config, { number: '4918 0191 9988 3839', expiry: '0731', cvv: '999' });
    const row = app.db
      .prepare('SELECT * FROM redsys_operations WHERE id_oper = ?')
      .get(body.idOper!) as Record<string, unknown>;
    expect(row).toMatchObject({ card: 'challenge-ok', last4: '3839', expiry: '3107', cvv_ok: 0 });
    expect(row.expires_at as number).toBe((row.created_at as number) + 30 * 60 * 1000);
    expect(JSON.stringify(row)).not.toContain('4918019199883839');
  });

  it('refuses what the page would not send, with Redsys SIS codes', async () => {
    const { client, orderId } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const cases: [Parameters<typeof tokenize>[1], string][] = [
      [{ number: '4548812049400005' }, 'SIS0253'],
      [{ number: '4548-81AB' }, 'SIS0065'],
      [{ number: '4242' }, 'SIS0064'],
      [{ number: CARDS.noThreeDs, expiry: '12/3' }, 'SIS0089'],
      [{ number: CARDS.noThreeDs, cvv: '12' }, 'SIS0217'],
    ];
    for (const [card, code] of cases) {
      const answer = await tokenize(config, card);
      expect(answer.status).toBe(422);
      expect(answer.body.errorCode).toBe(code);
    }
    expect(
      (await tokenize({ ...config, fuc: '123456789' }, { number: CARDS.noThreeDs })).body.errorCode,
    ).toBe('SIS0432');
    expect((await tokenize({ ...config, terminal: '2' }, { number: CARDS.noThreeDs })).body.errorCode).toBe(
      'SIS0433',
    );
    expect((await tokenize({ ...config, order: 'ABC' }, { number: CARDS.noThreeDs })).body.errorCode).toBe(
      'SIS0014',
    );
  });
});

describe('the browser side pages', () => {
  it('serves redsysV3.js with the inSite API for this origin', async () => {
    const response = await app.get('/redsys/redsysV3.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('javascript');
    const script = await response.text();
    for (const name of ['getInSiteFormJSON', 'getInSiteForm', 'storeIdOper'])
      expect(script).toContain(`window.${name}`);
    expect(script).toContain(JSON.stringify(app.url));
  });

  it('draws an accessible card form that another origin may frame, without cookies', async () => {
    const { client, orderId } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const query = new URLSearchParams({
      fuc: config.fuc,
      terminal: config.terminal,
      order: config.order,
      idioma: 'ES',
      buttonValue: 'Pagar 49,90 €',
      styleButton: 'background: url(https://evil.example/x)',
    });
    const response = await app.get(`/redsys/in-site/form?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('X-Frame-Options')).toBeNull();
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toContain(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:* https://tienda.example",
    );
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    for (const [id, autocomplete] of [
      ['card-number', 'cc-number'],
      ['card-expiry', 'cc-exp'],
      ['card-cvv', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*inputmode="numeric" autocomplete="${autocomplete}"`));
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-describedby="[^"]*${id}-error"`));
    }
    expect(html).toContain('>Pagar 49,90 €</button>');
    expect(html).not.toContain('evil.example');
  });

  it('shows an error page for a form without valid merchant data', async () => {
    const response = await app.get('/redsys/in-site/form?fuc=999008881&terminal=1&order=12');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('No se puede mostrar el formulario de pago');
  });
});
