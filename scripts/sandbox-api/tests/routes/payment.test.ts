/** Card payment in-site (routes/payment.ts) against the simulated Redsys, on a bare app with fake orders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionClient } from '../../testing/helpers.ts';
import { ownerOf, postForm, type RedsysApp, startRedsysApp } from '../support/redsys-harness.ts';
import { BROWSER, CARDS, PATH, redsysFlow } from '../support/redsys-flow.ts';

let app: RedsysApp & { close(): Promise<void> };
beforeAll(async () => {
  app = await startRedsysApp();
});
afterAll(() => app.close());
const { shopperWithOrder, configure, tokenize, processPayment, pay, charges, completeChallenge } = redsysFlow(
  () => app,
);

describe('card-configuration', () => {
  it('gives the form data with a new 12-character Redsys order number per attempt', async () => {
    const { client, orderId } = await shopperWithOrder(12345);
    const first = await configure(client, orderId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      fuc: '999008881',
      terminal: '1',
      order: expect.stringMatching(/^\d{4}[A-Za-z0-9]{8}$/),
      script_url: `${app.url}/redsys/redsysV3.js`,
      amount: '12345',
      currency: '978',
      merchant_name: 'Mercado Temático',
    });
    const second = await configure(client, orderId);
    expect(second.body.data.order).not.toBe(first.body.data.order);
  });

  it("answers 404 for another shopper's order or an unknown one", async () => {
    const { orderId } = await shopperWithOrder();
    const stranger = await sessionClient(app).start();
    const other = await configure(stranger, orderId);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Pedido no encontrado.');
    expect((await configure(stranger, 987654)).status).toBe(404);
  });

  it('refuses a paid or cancelled order, and a malformed order id', async () => {
    const client = await sessionClient(app).start();
    const paid = app.orders.add(ownerOf(client), 1000, 'paid');
    const cancelled = app.orders.add(ownerOf(client), 1000, 'cancelled');
    const paidAnswer = await configure(client, paid);
    expect(paidAnswer.status).toBe(422);
    expect(paidAnswer.body.message).toBe('Este pedido ya está pagado.');
    expect((await configure(client, cancelled)).status).toBe(422);
    const malformed = await client.json<{ errors: Record<string, string[]> }>(
      'POST',
      `${PATH}/card-configuration`,
      { order_id: '12' },
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.order_id).toBeDefined();
  });

  it('is under the CSRF rule: no X-XSRF-TOKEN, 419', async () => {
    const { client, orderId } = await shopperWithOrder();
    const response = await client.request(
      'POST',
      `${PATH}/card-configuration`,
      { order_id: orderId },
      { xsrf: false },
    );
    expect(response.status).toBe(419);
  });
});

describe('process: frictionless and without 3-D Secure', () => {
  it.each([
    ['authorised without 3DS v2', CARDS.noThreeDs, 'authorised', '0000', 'Pago autorizado'],
    ['frictionless authorised', CARDS.frictionless, 'authorised', '0000', 'Pago autorizado'],
    ['frictionless denied', CARDS.frictionlessDenied, 'denied', '0190', 'Operación denegada'],
    ['denied', CARDS.denied, 'denied', '0190', 'Operación denegada'],
    ['unknown to the test bank', CARDS.unknown, 'denied', '0180', 'Tarjeta no válida'],
  ])('%s', async (_name, number, status, dsResponse, message) => {
    const { orderId, config, idOper, result } = await pay(number);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ status, ds_response: dsResponse, message, order_id: orderId });
    expect(app.orders.status(orderId)).toBe(status === 'authorised' ? 'paid' : 'pending_payment');
    expect(app.orders.outcomes.filter((entry) => entry.orderId === orderId)).toEqual([
      { orderId, outcome: { dsResponse, authorised: status === 'authorised', redsysOrder: config.order } },
    ]);
    expect(await charges(orderId)).toEqual([
      expect.objectContaining({
        order_id: orderId,
        redsys_order: config.order,
        id_oper: idOper,
        amount_cents: 4990,
        ds_response: dsResponse,
        authorised: status === 'authorised',
      }),
    ]);
  });

  it.each([
    ['a wrong CVV', { cvv: '321' }, '0129', 'CVV incorrecto'],
    ['an expired card', { expiry: '0120' }, '0101', 'Tarjeta caducada'],
    ['a month that does not exist', { expiry: '1330' }, '0191', 'Fecha de caducidad errónea'],
  ])('declines %s before any authentication', async (_name, card, dsResponse, message) => {
    const { result } = await pay(CARDS.challenge, card);
    expect(result.body.data).toMatchObject({ status: 'denied', ds_response: dsResponse, message });
  });
});

describe('process: 3-D Secure challenge', () => {
  it('sends the shopper to the bank page; OTP 123456 authorises and lands on return_url', async () => {
    const { client, orderId, config, idOper, result } = await pay(CARDS.challenge);
    expect(result.body.data).toEqual({
      status: 'challenge',
      order_id: orderId,
      challenge: { acs_url: `${app.url}/redsys/acs`, creq: expect.stringMatching(/^[A-Za-z0-9_-]+$/) },
    });
    const creq = JSON.parse(Buffer.from(result.body.data.challenge!.creq, 'base64url').toString());
    expect(creq).toMatchObject({
      messageType: 'CReq',
      notificationURL: `${app.url}${PATH}/challenge`,
      threeDSServerTransID: expect.any(String),
    });
    expect(await charges(orderId)).toEqual([]);
    // A repeated process call while the holder is at the bank gets the same challenge, no charge.
    const repeated = await processPayment(client, orderId, config, idOper);
    expect(repeated.body.data).toEqual(result.body.data);

    const { location, notification, cres } = await completeChallenge(result.body.data.challenge!, {
      otp: '123456',
    });
    expect(location.origin + location.pathname).toBe('http://localhost:4321/checkout/pago');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      paso: '3',
      order: String(orderId),
      status: 'authorised',
      ds_response: '0000',
    });
    expect(app.orders.status(orderId)).toBe('paid');
    // The bank page's form submitted twice (back button): same landing, still one charge.
    const again = await postForm(notification, { cres });
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(location.toString());
    const recorded = await charges(orderId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ ds_response: '0000', authorised: true, id_oper: idOper });
  });

  it.each([
    ['a wrong OTP', CARDS.challenge, { otp: '000000' }, '0184'],
    ['cancel', CARDS.challenge, { cancel: true }, '9915'],
    [
      'the card that fails authentication, even with the right OTP',
      CARDS.challengeDenied,
      { otp: '123456' },
      '0184',
    ],
  ])('%s: denied', async (_name, number, holder, dsResponse) => {
    const { orderId, result } = await pay(number);
    const { location } = await completeChallenge(result.body.data.challenge!, holder);
    expect(location.searchParams.get('status')).toBe('denied');
    expect(location.searchParams.get('ds_response')).toBe(dsResponse);
    expect(app.orders.status(orderId)).toBe('pending_payment');
    expect(await charges(orderId)).toEqual([
      expect.objectContaining({ ds_response: dsResponse, authorised: false }),
    ]);
  });

  it('takes the outcome from the bank, not from the CRes: a forged "Y" authenticates nothing', async () => {
    const { orderId, result } = await pay(CARDS.challenge);
    const creq = JSON.parse(Buffer.from(result.body.data.challenge!.creq, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({
        threeDSServerTransID: creq.threeDSServerTransID,
        messageType: 'CRes',
        messageVersion: '2.1.0',
        transStatus: 'Y',
      }),
    ).toString('base64url');
    const landing = await postForm(creq.notificationURL, { cres: forged });
    expect(landing.status).toBe(303);
    expect(new URL(landing.headers.get('Location')!).searchParams.get('ds_response')).toBe('0184');
    expect(app.orders.status(orderId)).toBe('pending_payment');
    // The bank page is closed now.
    expect(
      (await postForm(result.body.data.challenge!.acs_url, { creq: result.body.data.challenge!.creq }))
        .status,
    ).toBe(400);
  });

  it('is the one POST exempt from CSRF, and answers 422 to a CRes it does not know', async () => {
    const unknown = await postForm(`${app.url}${PATH}/challenge`, { cres: 'bm9wZQ' });
    expect(unknown.status).toBe(422);
    const process = await postForm(`${app.url}${PATH}/process`, { order_id: '1' });
    expect(process.status).toBe(419);
  });
});

describe('process: charging once', () => {
  it('never charges a paid order again: a second process call answers already_paid', async () => {
    const { client, orderId, config, idOper, result } = await pay(CARDS.noThreeDs);
    expect(result.body.data.status).toBe('authorised');
    const second = await processPayment(client, orderId, config, idOper);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({
      status: 'authorised',
      ds_response: '0000',
      message: 'Este pedido ya está pagado.',
      order_id: orderId,
      already_paid: true,
    });
    expect(await charges(orderId)).toHaveLength(1);
  });

  it('charges once when the same process call arrives twice at the same time', async () => {
    const { client, orderId } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const idOper = (await tokenize(config, { number: CARDS.frictionless })).body.idOper!;
    const answers = await Promise.all([
      processPayment(client, orderId, config, idOper),
      processPayment(client, orderId, config, idOper),
    ]);
    expect(answers.map((answer) => answer.body.data.status)).toEqual(['authorised', 'authorised']);
    expect(answers.filter((answer) => answer.body.data.already_paid)).toHaveLength(1);
    expect(await charges(orderId)).toEqual([expect.objectContaining({ authorised: true })]);
  });

  it('answers a reused idOper with 0913 (pedido repetido) and records that attempt too', async () => {
    const { client, orderId, config, idOper, result } = await pay(CARDS.denied);
    expect(result.body.data.ds_response).toBe('0190');
    const reuse = await processPayment(client, orderId, config, idOper);
    expect(reuse.body.data).toMatchObject({
      status: 'denied',
      ds_response: '0913',
      message: 'Pedido repetido',
    });
    expect((await charges(orderId)).map((charge) => charge.ds_response)).toEqual(['0190', '0913']);
    // A new attempt needs a new form: new Redsys order, new idOper.
    const retry = (await configure(client, orderId)).body.data;
    const fresh = (await tokenize(retry, { number: CARDS.noThreeDs })).body.idOper!;
    const paid = await processPayment(client, orderId, retry, fresh);
    expect(paid.body.data.status).toBe('authorised');
    expect(await charges(orderId)).toHaveLength(3);
  });
});

describe('process: what it refuses', () => {
  it("answers 404 for another shopper's order", async () => {
    const { orderId, client } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const idOper = (await tokenize(config, { number: CARDS.noThreeDs })).body.idOper!;
    const stranger = await sessionClient(app).start();
    const answer = await processPayment(stranger, orderId, config, idOper);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Pedido no encontrado.');
    expect(await charges(orderId)).toEqual([]);
  });

  it('checks the body: idOper -1, a foreign return_url, bad browser data, all at once', async () => {
    const { client, orderId } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const answer = await processPayment(client, orderId, config, '-1', {
      return_url: 'https://phishing.example/pago',
      browser: { ...BROWSER, screen_width: 'ancho' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors!)).toEqual(['id_oper', 'return_url', 'browser.screen_width']);
    expect(answer.body.message).toBe('Este formulario de pago ya se usó: vuelve a cargarlo para pagar.');
    const allowed = await processPayment(client, orderId, config, 'abc', {
      return_url: 'https://tienda.example/ok',
    });
    expect(allowed.body.errors?.return_url).toBeUndefined();
  });

  it("refuses another order's Redsys order number, an unknown idOper and an expired one", async () => {
    const { client, orderId } = await shopperWithOrder();
    const config = (await configure(client, orderId)).body.data;
    const otherOrder = app.orders.add(ownerOf(client), 4990);
    const otherConfig = (await configure(client, otherOrder)).body.data;
    const idOper = (await tokenize(config, { number: CARDS.noThreeDs })).body.idOper!;
    const mixed = await processPayment(client, orderId, otherConfig, idOper);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors?.redsys_order).toBeDefined();
    const unknown = await processPayment(client, orderId, config, 'f'.repeat(40));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.id_oper?.join(' ')).toContain('SIS0331');
    app.db.prepare('UPDATE redsys_operations SET expires_at = 0 WHERE id_oper = ?').run(idOper);
    const expired = await processPayment(client, orderId, config, idOper);
    expect(expired.status).toBe(422);
    expect(await charges(orderId)).toEqual([]);
  });
});
