import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Cart } from '@shop/contract/cart';
import { GuestProof, Invoice, Order } from '@shop/contract/orders';
import { Data, Paginated } from '@shop/contract/paginated';
import {
  ADDRESS,
  CART,
  CHECKOUT,
  expectContract,
  GUEST_ORDERS,
  loginClient,
  moveOrder,
  ORDERS,
  PLACE,
  PRODUCTS,
  placedGuestOrder,
  sessionClient,
  withSandbox,
} from './support/sandbox-answers.ts';

const sandbox = withSandbox();

describe('order answers (spec §7 orders, invoices and guest calls)', () => {
  it("a customer's order by transfer: placed, listed, read, paid, invoiced, back to the cart", async () => {
    const client = await loginClient(sandbox);
    await client.json('POST', CART, {
      products: [
        { id: PRODUCTS.pan, quantity: 1, products_customization: [{ name: 'Nota', value: 'Regalo' }] },
      ],
    });
    await client.json('POST', `${CART}/transition`);
    await client.json('POST', CHECKOUT);
    await client.json('PUT', CHECKOUT, {
      shipping_address: ADDRESS,
      billing_address: {
        name: 'Lucía García',
        nif: '12345678Z',
        street: 'Calle Mayor 5',
        postal_code: '28013',
        city: 'Madrid',
      },
      carrier_id: 1,
      payment_method: 'bank_transfer',
      notes: 'Por la tarde.',
    });
    const placed = await client.json('POST', PLACE);
    expect(placed.status).toBe(201);
    const order = expectContract(Data(Order), placed.body).data;
    expect(order).toMatchObject({
      status: 'pending_payment',
      can_pay: true,
      paid_at: null,
      invoice_id: null,
    });
    expect(order.bank_transfer?.concept).toBe(order.number);
    const page = await client.json('GET', `${ORDERS}?page=1&per_page=10`);
    expect(expectContract(Paginated(Order), page.body).data[0]!.id).toBe(order.id);
    expectContract(Data(Order), (await client.json('POST', `${ORDERS}/${order.id}/pay`)).body);
    const delivered = await moveOrder(sandbox, order.id, 'delivered');
    expect(delivered.status).toBe(200);
    const read = expectContract(Data(Order), (await client.json('GET', `${ORDERS}/${order.id}`)).body).data;
    expect(read).toMatchObject({ status: 'delivered', can_rate: true, bank_transfer: null });
    expect(read.paid_at).not.toBeNull();
    const invoices = await client.json('GET', '/store-front/api/sales/invoice');
    const [invoice] = expectContract(Data(z.array(Invoice)), invoices.body).data;
    expect(invoice).toMatchObject({ id: read.invoice_id, order_id: order.id, total: read.totals.total });
    const again = await client.json('POST', `${ORDERS}/${order.id}/to-cart`);
    expect(expectContract(Data(Cart), again.body).data.items[0]!.product.id).toBe(PRODUCTS.pan);
  });

  it("a guest's order looked up by e-mail or phone, paid and back to a cart", async () => {
    const { order } = await placedGuestOrder(sandbox, {
      email: 'invitada@example.com',
      phone: '699 000 111',
    });
    expectContract(Order, order);
    const stranger = await sessionClient(sandbox).start();
    for (const proof of [{ email: 'INVITADA@example.com' }, { phone: '+34699000111' }]) {
      const query = new URLSearchParams(GuestProof.parse(proof)).toString();
      const found = await stranger.json('GET', `${GUEST_ORDERS}/${order.id}?${query}`);
      expect(found.status).toBe(200);
      expect(expectContract(Data(Order), found.body).data.id).toBe(order.id);
    }
    const paid = await stranger.json('POST', `${GUEST_ORDERS}/${order.id}/pay`, {
      email: 'invitada@example.com',
    });
    expectContract(Data(Order), paid.body);
    const toCart = await stranger.json('POST', `${GUEST_ORDERS}/${order.id}/to-cart`, { phone: '699000111' });
    expectContract(Data(Cart), toCart.body);
  });
});
