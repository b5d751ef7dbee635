/** Card payment in-site (routes/payment.ts) against the simulated Redsys, on a bare app with fake orders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedsysGateway } from '../../../../../scripts/sandbox-api/redsys/gateway.ts';
import { createRedsysMerchant, UntrustedAnswer } from '../../../../../scripts/sandbox-api/redsys/merchant.ts';
import { SANDBOX_MERCHANT } from '../../../../../scripts/sandbox-api/redsys/merchant-account.ts';
import { createOperationStore } from '../../../../../scripts/sandbox-api/redsys/operations.ts';
import {
  decodeParameters,
  signMessage,
  verify,
} from '../../../../../scripts/sandbox-api/redsys/signature.ts';
import { type SessionClient, sessionClient, withSandbox } from '../support/helpers.ts';
import { ORDERS, placedGuestOrder } from '../support/order-helpers.ts';
import {
  formAction,
  hiddenValue,
  ownerOf,
  postForm,
  type RedsysApp,
  startRedsysApp,
} from '../support/redsys-harness.ts';

const PATH = '/store-front/api/sales/payment/redsys/in-site';
const RETURN_URL = 'http://localhost:4321/checkout/pago?paso=3';
const BROWSER = {
  accept_header: 'text/html,application/xhtml+xml',
  language: 'es-ES',
  screen_width: 1440,
  screen_height: 900,
  time_zone: -60,
  java_enabled: false,
  color_depth: 24,
};
const CARDS = {
  noThreeDs: '4548812049400004',
  frictionless: '4918019160034602',
  challenge: '4918019199883839',
  challengeDenied: '4907271141151707',
  frictionlessDenied: '4907277775205123',
  denied: '5576440022788500',
  /** Luhn-valid, unknown to the test bank. */
  unknown: '4111111111111111',
};

interface CardConfiguration {
  fuc: string;
  terminal: string;
  order: string;
  script_url: string;
  amount: string;
  currency: string;
  merchant_name: string;
}
interface PaymentResult {
  status: 'authorised' | 'denied' | 'challenge';
  ds_response?: string;
  message?: string;
  order_id: number;
  already_paid?: boolean;
  challenge?: { acs_url: string; creq: string };
}
interface Charge {
  order_id: number;
  redsys_order: string;
  id_oper: string;
  amount_cents: number;
  ds_response: string;
  authorised: boolean;
}

let app: RedsysApp & { close(): Promise<void> };
beforeAll(async () => {
  app = await startRedsysApp();
});
afterAll(() => app.close());

/** A shopper (guest session) with one pending order of `totalCents`. */
async function shopperWithOrder(totalCents = 4990) {
  const client = await sessionClient(app).start();
  const orderId = app.orders.add(ownerOf(client), totalCents);
  return { client, orderId };
}

async function configure(client: SessionClient, orderId: number) {
  return client.json<{ data: CardConfiguration; message?: string }>('POST', `${PATH}/card-configuration`, {
    order_id: orderId,
  });
}

/** What the card form does: posts the card for the merchant order, answers {idOper} or {errorCode}. */
async function tokenize(
  config: Pick<CardConfiguration, 'fuc' | 'terminal' | 'order'>,
  card: { number: string; expiry?: string; cvv?: string },
) {
  const response = await app.post('/redsys/in-site/tokenize', {
    fuc: config.fuc,
    terminal: config.terminal,
    order: config.order,
    card_number: card.number,
    expiry: card.expiry ?? '1234',
    cvv: card.cvv ?? '123',
  });
  return {
    status: response.status,
    body: (await response.json()) as { idOper?: string; errorCode?: string },
  };
}

async function processPayment(
  client: SessionClient,
  orderId: number,
  config: CardConfiguration,
  idOper: string,
  overrides: Record<string, unknown> = {},
) {
  return client.json<{ data: PaymentResult; message?: string; errors?: Record<string, string[]> }>(
    'POST',
    `${PATH}/process`,
    {
      order_id: orderId,
      id_oper: idOper,
      redsys_order: config.order,
      browser: BROWSER,
      return_url: RETURN_URL,
      ...overrides,
    },
  );
}

/** Card form to process answer, for one card. */
async function pay(number: string, card: { expiry?: string; cvv?: string } = {}) {
  const { client, orderId } = await shopperWithOrder();
  const { body: configuration } = await configure(client, orderId);
  const config = configuration.data;
  const { body: token } = await tokenize(config, { number, ...card });
  const idOper = token.idOper!;
  const result = await processPayment(client, orderId, config, idOper);
  return { client, orderId, config, idOper, result };
}

async function charges(orderId: number): Promise<Charge[]> {
  return (await app.json<{ data: Charge[] }>(`/__sandbox/charges?order_id=${orderId}`)).body.data;
}

/**
 * The browser's part of a challenge: post the CReq to the bank page, answer it (OTP or cancel),
 * post the CRes the bank page carries back, and read where the API sends the shopper.
 */
async function completeChallenge(
  challenge: { acs_url: string; creq: string },
  holder: { otp?: string; cancel?: boolean },
) {
  const bank = await postForm(challenge.acs_url, { creq: challenge.creq });
  expect(bank.status).toBe(200);
  const bankPage = await bank.text();
  expect(bankPage).toContain('Autenticación del titular');
  const answer = await postForm(new URL('/redsys/acs/authenticate', challenge.acs_url).toString(), {
    threeDSServerTransID: hiddenValue(bankPage, 'threeDSServerTransID')!,
    otp: holder.otp ?? '',
    action: holder.cancel ? 'cancel' : 'confirm',
  });
  expect(answer.status).toBe(200);
  const relay = await answer.text();
  const notification = formAction(relay, 'cres-form')!;
  const cres = hiddenValue(relay, 'cres')!;
  const landing = await postForm(notification, { cres });
  expect(landing.status).toBe(303);
  return { location: new URL(landing.headers.get('Location')!), notification, cres };
}

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

describe('the simulated Redsys REST side', () => {
  const operations = () => createOperationStore(app.db);
  const gateway = () =>
    createRedsysGateway({ operations: operations(), acsUrl: () => `${app.url}/redsys/acs` });
  const request = (order: string, extra: Record<string, unknown> = {}, secret = SANDBOX_MERCHANT.secret) =>
    signMessage(secret, order, {
      DS_MERCHANT_ORDER: order,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_AMOUNT: '4990',
      ...extra,
    });

  it('checks the signature before anything else it is told', () => {
    const idOper = operations().tokenise(
      { fuc: '999008881', terminal: '1', order: '7777test0001' },
      { card: 'no-3ds-ok', last4: '0004', expiry: '3412', cvvOk: true },
    );
    const wrongKey = request(
      '7777test0001',
      { DS_MERCHANT_IDOPER: idOper },
      'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
    );
    expect(gateway().trataPeticion(wrongKey)).toEqual({ errorCode: 'SIS0042' });
    const signed = request('7777test0001', { DS_MERCHANT_IDOPER: idOper });
    const tampered = {
      ...signed,
      Ds_MerchantParameters: request('7777test0001', { DS_MERCHANT_AMOUNT: '1' }).Ds_MerchantParameters,
    };
    expect(gateway().trataPeticion(tampered)).toEqual({ errorCode: 'SIS0042' });
    expect(gateway().trataPeticion({ ...signed, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).toEqual({
      errorCode: 'SIS0429',
    });
  });

  it('answers signed (in base64url), for the same order, with the masked card', () => {
    const order = '7777test0002';
    const idOper = operations().tokenise(
      { fuc: '999008881', terminal: '1', order },
      { card: 'no-3ds-ok', last4: '0004', expiry: '3412', cvvOk: true },
    );
    const answer = gateway().trataPeticion(request(order, { DS_MERCHANT_IDOPER: idOper }));
    if ('errorCode' in answer) throw new Error(answer.errorCode);
    expect(answer.Ds_Signature).not.toMatch(/[+/=]/);
    expect(verify(SANDBOX_MERCHANT.secret, order, answer.Ds_MerchantParameters, answer.Ds_Signature)).toBe(
      true,
    );
    expect(decodeParameters(answer.Ds_MerchantParameters)).toMatchObject({
      Ds_Order: order,
      Ds_Amount: '4990',
      Ds_Response: '0000',
      Ds_Card_Number: '454881******0004',
      Ds_AuthorisationCode: expect.stringMatching(/^\d{6}$/),
    });
  });
});

describe('the merchant side (the commerce API talking to Redsys)', () => {
  const charge = { redsysOrder: '8888test0001', amountCents: 4990, idOper: 'a'.repeat(40) };
  const browser = {
    acceptHeader: 'text/html',
    userAgent: 'test',
    language: 'es-ES',
    screenWidth: 1280,
    screenHeight: 800,
    timeZone: -60,
    javaEnabled: false,
    colorDepth: 24,
  };

  it('never acts on an answer that does not carry Redsys signature for the order', () => {
    const forged = signMessage('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', charge.redsysOrder, {
      Ds_Order: charge.redsysOrder,
      Ds_Response: '0000',
    });
    const merchant = createRedsysMerchant(SANDBOX_MERCHANT, {
      iniciaPeticion: () => forged,
      trataPeticion: () => forged,
    });
    expect(() => merchant.start(charge, browser, 'http://localhost/notify')).toThrow(UntrustedAnswer);
    const otherOrder = signMessage(SANDBOX_MERCHANT.secret, charge.redsysOrder, { Ds_Order: '9999other' });
    const confused = createRedsysMerchant(SANDBOX_MERCHANT, {
      iniciaPeticion: () => otherOrder,
      trataPeticion: () => otherOrder,
    });
    expect(() => confused.start(charge, browser, 'http://localhost/notify')).toThrow(UntrustedAnswer);
  });

  it('sends the EMV 3DS browser fields with AuthenticationData, signed for the order', () => {
    const sent: Record<string, unknown>[] = [];
    const merchant = createRedsysMerchant(SANDBOX_MERCHANT, {
      iniciaPeticion: (message) => {
        sent.push(decodeParameters(message.Ds_MerchantParameters)!);
        return signMessage(SANDBOX_MERCHANT.secret, charge.redsysOrder, {
          Ds_Order: charge.redsysOrder,
          Ds_EMV3DS: {
            protocolVersion: '2.1.0',
            threeDSServerTransID: 'trans-1',
            threeDSInfo: 'CardConfiguration',
          },
        });
      },
      trataPeticion: (message) => {
        expect(
          verify(
            SANDBOX_MERCHANT.secret,
            charge.redsysOrder,
            message.Ds_MerchantParameters,
            message.Ds_Signature,
          ),
        ).toBe(true);
        sent.push(decodeParameters(message.Ds_MerchantParameters)!);
        return signMessage(SANDBOX_MERCHANT.secret, charge.redsysOrder, {
          Ds_Order: charge.redsysOrder,
          Ds_Response: '0190',
        });
      },
    });
    expect(merchant.start(charge, browser, 'http://localhost/notify')).toEqual({
      kind: 'final',
      dsResponse: '0190',
      authorised: false,
    });
    expect(sent[0]).toMatchObject({
      DS_MERCHANT_AMOUNT: '4990',
      DS_MERCHANT_EMV3DS: { threeDSInfo: 'CardData' },
    });
    expect(sent[1]).toMatchObject({
      DS_MERCHANT_ORDER: charge.redsysOrder,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_IDOPER: charge.idOper,
      DS_MERCHANT_EMV3DS: {
        threeDSInfo: 'AuthenticationData',
        protocolVersion: '2.1.0',
        threeDSServerTransID: 'trans-1',
        notificationURL: 'http://localhost/notify',
        browserTZ: '-60',
        browserScreenWidth: '1280',
        browserJavascriptEnabled: 'true',
        threeDSCompInd: 'N',
      },
    });
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

describe('wired into the sandbox', () => {
  const sandbox = withSandbox();

  it('serves the script, the payment routes and the charges list', async () => {
    const script = await sandbox.get('/redsys/redsysV3.js');
    expect(await script.text()).toContain('http://localhost:');
    const client = await sessionClient(sandbox).start();
    const unknown = await client.json<{ message: string }>('POST', `${PATH}/card-configuration`, {
      order_id: 999_999,
    });
    expect(unknown.status).toBe(404);
    expect((await postForm(`${sandbox.url}${PATH}/challenge`, { cres: 'x' })).status).toBe(422);
    expect((await sandbox.json<{ data: unknown[] }>('/__sandbox/charges?order_id=999999')).body).toEqual({
      data: [],
    });
  });

  it('pays a placed order through the real orders: paid once, never charged twice', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const configured = await client.json<{ data: CardConfiguration }>('POST', `${PATH}/card-configuration`, {
      order_id: order.id,
    });
    expect(configured.status).toBe(200);
    const config = configured.body.data;
    expect(config.amount).toBe(String(Math.round(order.totals.total * 100)));
    const token = await sandbox.post('/redsys/in-site/tokenize', {
      fuc: config.fuc,
      terminal: config.terminal,
      order: config.order,
      card_number: CARDS.frictionless,
      expiry: '1234',
      cvv: '123',
    });
    const { idOper } = (await token.json()) as { idOper: string };
    const body = { order_id: order.id, id_oper: idOper, redsys_order: config.order, return_url: RETURN_URL };
    const paid = await client.json<{ data: PaymentResult }>('POST', `${PATH}/process`, body);
    expect(paid.body.data).toMatchObject({ status: 'authorised', ds_response: '0000', order_id: order.id });
    const after = await client.json<{ data: { status: string } }>('GET', `${ORDERS}/${order.id}`);
    expect(after.body.data.status).toBe('paid');
    const again = await client.json<{ data: PaymentResult }>('POST', `${PATH}/process`, body);
    expect(again.body.data.already_paid).toBe(true);
    const paidAgain = await client.json<{ message: string }>('POST', `${PATH}/card-configuration`, {
      order_id: order.id,
    });
    expect(paidAgain.status).toBe(422);
    const recorded = (await sandbox.json<{ data: Charge[] }>(`/__sandbox/charges?order_id=${order.id}`)).body
      .data;
    expect(recorded).toEqual([
      expect.objectContaining({ authorised: true, amount_cents: Number(config.amount) }),
    ]);
  });
});
