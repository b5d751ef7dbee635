import { describe, expect, it } from 'vitest';
import { Data } from '@shop/contract/paginated';
import {
  CardConfiguration,
  CardConfigurationRequest,
  PaymentResult,
  ProcessRequest,
} from '@shop/contract/payment';
import {
  expectContract,
  placedGuestOrder,
  type SessionClient,
  withSandbox,
} from './support/sandbox-answers.ts';

const sandbox = withSandbox();
const REDSYS = '/store-front/api/sales/payment/redsys/in-site';
const CARDS = { noThreeDs: '4548812049400004', challenge: '4918019199883839', denied: '5576440022788500' };
const BROWSER = {
  accept_header: 'text/html',
  language: 'es-ES',
  screen_width: 1440,
  screen_height: 900,
  time_zone: -60,
  java_enabled: false,
  color_depth: 24,
};

/** Card configuration, the card form's tokenize (as the Redsys iframe does) and process. */
async function payByCard(client: SessionClient, orderId: number, card: string) {
  const configured = await client.json(
    'POST',
    `${REDSYS}/card-configuration`,
    CardConfigurationRequest.parse({ order_id: orderId }),
  );
  expect(configured.status).toBe(200);
  const config = expectContract(Data(CardConfiguration), configured.body).data;
  const token = await sandbox.post('/redsys/in-site/tokenize', {
    fuc: config.fuc,
    terminal: config.terminal,
    order: config.order,
    card_number: card,
    expiry: '1234',
    cvv: '123',
  });
  const { idOper } = (await token.json()) as { idOper: string };
  const body = ProcessRequest.parse({
    order_id: orderId,
    id_oper: idOper,
    redsys_order: config.order,
    browser: BROWSER,
    return_url: 'http://localhost:4321/checkout/pago',
  });
  const processed = await client.json('POST', `${REDSYS}/process`, body);
  expect(processed.status).toBe(200);
  return { result: expectContract(Data(PaymentResult), processed.body).data, body };
}

describe('card payment answers (spec §7 "Card payment (in-site)")', () => {
  it('authorised, then already paid on a second try', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const { result, body } = await payByCard(client, order.id, CARDS.noThreeDs);
    expect(result).toMatchObject({ status: 'authorised', ds_response: '0000', order_id: order.id });
    // A double click: the second call finds the order paid and charges nothing.
    const again = await client.json('POST', `${REDSYS}/process`, body);
    expect(again.status).toBe(200);
    expect(expectContract(Data(PaymentResult), again.body).data).toMatchObject({ already_paid: true });
  });

  it('denied', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    expect((await payByCard(client, order.id, CARDS.denied)).result).toMatchObject({ status: 'denied' });
  });

  it('a 3-D Secure challenge to post to the bank page', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const { result } = await payByCard(client, order.id, CARDS.challenge);
    expect(result.status).toBe('challenge');
    if (result.status === 'challenge') expect(result.challenge.acs_url).toMatch(/^http/);
  });
});
