import { expect } from 'vitest';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { Checkout } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import type { OutboxMessage } from '../outbox/store.ts';
import { type SessionClient, sessionClient, type TestSandbox } from './helpers.ts';
import { SEED_FACTS } from './seed-facts.ts';

/** Seeded products the order tests use, by id (seed/facts.ts says why each was chosen). */
export const PRODUCTS = {
  pan: SEED_FACTS.pan.id,
  cheap: SEED_FACTS.cheap.id,
  /** 2 in stock. */
  lastUnits: SEED_FACTS.lastUnits.id,
  /** Adult. */
  wine: SEED_FACTS.wine.id,
  giftCard: SEED_FACTS.giftCard.id,
} as const;

export const CART = '/store-front/api/sales/cart_b2c';
export const TRANSITION = `${CART}/transition`;
export const CHECKOUT_CART = '/store-front/api/sales/checkout_b2c';
export const CHECKOUT = '/api/v2/sales/checkout';
export const PLACE = '/api/v1/cart/checkout';
export const ORDERS = '/store-front/api/sales/order';
export const GUEST_ORDERS = '/store-front/api/guest/sales/order';

/** A valid shipping address in Madrid (peninsula). */
export const ADDRESS = {
  name: 'Lucía',
  surname: 'García López',
  street: 'Calle Mayor',
  number: '5',
  floor: '2º B',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES',
  phone: '612 345 678',
};

type Body<T> = { data: T } & ApiErrorBody;

/** A new guest session whose cart holds `lines`. */
export async function guestWithCart(
  sandbox: TestSandbox,
  lines: { id: number; quantity: number; prices_override?: { price: number }[] }[] = [
    { id: PRODUCTS.pan, quantity: 2 },
  ],
): Promise<SessionClient> {
  const client = await sessionClient(sandbox).start();
  const saved = await client.json('POST', CART, { products: lines });
  expect(saved.status).toBe(200);
  return client;
}

/** Begins the checkout as the shop does: the cart moves into checkout, then its data is created. */
export async function beginCheckout(client: SessionClient): Promise<Checkout> {
  const moved = await client.json('POST', TRANSITION);
  expect(moved.status, JSON.stringify(moved.body)).toBeLessThan(300);
  const { status, body } = await client.json<Body<Checkout>>('POST', CHECKOUT);
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body.data;
}

/** Begins the checkout and completes every step as a guest (card payment unless told). */
export async function completeCheckout(
  client: SessionClient,
  contact: { email?: string; phone?: string; payment_method?: string; address?: object } = {},
): Promise<Checkout> {
  await beginCheckout(client);
  const { status, body } = await client.json<Body<Checkout>>('PUT', CHECKOUT, {
    email: contact.email ?? 'lucia@example.com',
    ...(contact.phone ? { phone: contact.phone } : {}),
    shipping_address: contact.address ?? ADDRESS,
    carrier_id: 1,
    payment_method: contact.payment_method ?? 'redsys_card',
  });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data.step).toBe('review');
  return body.data;
}

/** A guest with a placed order (pending payment). */
export async function placedGuestOrder(
  sandbox: TestSandbox,
  options: {
    lines?: Parameters<typeof guestWithCart>[1];
    email?: string;
    phone?: string;
    payment_method?: string;
  } = {},
): Promise<{ client: SessionClient; order: Order }> {
  const client = await guestWithCart(sandbox, options.lines);
  await completeCheckout(client, options);
  const { status, body } = await client.json<Body<Order>>('POST', PLACE);
  expect(status, JSON.stringify(body)).toBe(201);
  return { client, order: body.data };
}

/** The operator's move of an order to a status. */
export async function moveOrder(sandbox: TestSandbox, id: number, status: string) {
  const response = await fetch(`${sandbox.url}/__sandbox/orders/${id}/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  return { status: response.status, body: (await response.json()) as Body<Order> };
}

/** WhatsApp messages of the outbox about one order, oldest first. */
export async function whatsappFor(sandbox: TestSandbox, orderId: number): Promise<OutboxMessage[]> {
  const { body } = await sandbox.json<{ data: OutboxMessage[] }>('/__sandbox/outbox?channel=whatsapp');
  return body.data.filter((message) => message.payload.order_id === orderId).reverse();
}
