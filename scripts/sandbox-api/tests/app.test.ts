/** The app (app.ts): unknown routes, and the Redsys simulator wired to the real orders. */
import { describe, expect, it } from 'vitest';
import { sessionClient, withSandbox } from '../testing/helpers.ts';
import { CART, ORDERS, placedGuestOrder } from '../testing/order-helpers.ts';
import { postForm } from './support/redsys-harness.ts';
import {
  CARDS,
  type CardConfiguration,
  type Charge,
  PATH,
  type PaymentResult,
  RETURN_URL,
} from './support/redsys-flow.ts';

const sandbox = withSandbox();

describe('unknown routes', () => {
  it('answer 404 JSON', async () => {
    const { status, body } = await sandbox.json<{ message: string }>('/api/v9/nothing');
    expect(status).toBe(404);
    expect(body.message).toBe('Ruta no encontrada');
  });
});

describe('the Redsys simulator, wired into the sandbox', () => {
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

  it('a declined card leaves the cart as it was; the authorised payment empties it', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const lines = async () => {
      const cart = await client.json<{ data?: { items: unknown[] } }>('GET', CART);
      return cart.status === 204 ? 0 : cart.body.data!.items.length;
    };
    const attempt = async (card: string) => {
      const config = (
        await client.json<{ data: CardConfiguration }>('POST', `${PATH}/card-configuration`, {
          order_id: order.id,
        })
      ).body.data;
      const token = await sandbox.post('/redsys/in-site/tokenize', {
        fuc: config.fuc,
        terminal: config.terminal,
        order: config.order,
        card_number: card,
        expiry: '1234',
        cvv: '123',
      });
      const { idOper } = (await token.json()) as { idOper: string };
      const body = {
        order_id: order.id,
        id_oper: idOper,
        redsys_order: config.order,
        return_url: RETURN_URL,
      };
      return (await client.json<{ data: PaymentResult }>('POST', `${PATH}/process`, body)).body.data.status;
    };
    expect(await lines()).toBe(1);
    expect(await attempt(CARDS.denied)).toBe('denied');
    expect(await lines()).toBe(1);
    expect(await attempt(CARDS.frictionless)).toBe('authorised');
    expect(await lines()).toBe(0);
  });
});
