/** The card payment flow of the Redsys tests: the API's constants and shapes, and its steps. */
import { expect } from 'vitest';
import type { CardConfiguration } from '@shop/contract/payment';
import { type SessionClient, sessionClient } from '../../testing/helpers.ts';
import { formAction, hiddenValue, ownerOf, postForm, type RedsysApp } from './redsys-harness.ts';

export const PATH = '/store-front/api/sales/payment/redsys/in-site';
export const RETURN_URL = 'http://localhost:4321/checkout/pago?paso=3';
export const BROWSER = {
  accept_header: 'text/html,application/xhtml+xml',
  language: 'es-ES',
  screen_width: 1440,
  screen_height: 900,
  time_zone: -60,
  java_enabled: false,
  color_depth: 24,
};
export const CARDS = {
  noThreeDs: '4548812049400004',
  frictionless: '4918019160034602',
  challenge: '4918019199883839',
  challengeDenied: '4907271141151707',
  frictionlessDenied: '4907277775205123',
  denied: '5576440022788500',
  /** Luhn-valid, unknown to the test bank. */
  unknown: '4111111111111111',
};

export type { CardConfiguration } from '@shop/contract/payment';
export interface PaymentResult {
  status: 'authorised' | 'denied' | 'challenge';
  ds_response?: string;
  message?: string;
  order_id: number;
  already_paid?: boolean;
  challenge?: { acs_url: string; creq: string };
}
export interface Charge {
  order_id: number;
  redsys_order: string;
  id_oper: string;
  amount_cents: number;
  ds_response: string;
  authorised: boolean;
}

/**
 * The steps of a card payment against the Redsys harness (redsys-harness.ts): a shopper with a
 * pending order, card-configuration, the card form's tokenize, process, the bank page. `current`
 * gives the harness, started by the test file's beforeAll.
 */
export function redsysFlow(current: () => RedsysApp) {
  /** A shopper (guest session) with one pending order of `totalCents`. */
  async function shopperWithOrder(totalCents = 4990) {
    const client = await sessionClient(current()).start();
    const orderId = current().orders.add(ownerOf(client), totalCents);
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
    const response = await current().post('/redsys/in-site/tokenize', {
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
    return (await current().json<{ data: Charge[] }>(`/__sandbox/charges?order_id=${orderId}`)).body.data;
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

  return { shopperWithOrder, configure, tokenize, processPayment, pay, charges, completeChallenge };
}
