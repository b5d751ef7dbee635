import type { $Fetch } from 'ofetch';
import { Cart } from '@shop/contract/cart';
import type { PaymentMethodCode } from '@shop/contract/checkout';
import {
  type GuestContactBody,
  type GuestPayRequest,
  Invoice,
  Order,
  type PayRequest,
} from '@shop/contract/orders';
import { Data, Paginated } from '@shop/contract/paginated';
import * as z from 'zod/mini';
import { readAnswer } from './read-answer.ts';

/** Spec §7: the customer's orders and invoices, and the guest's order looked up by its contact. */
const ORDERS = '/store-front/api/sales/order';
const GUEST_ORDERS = '/store-front/api/guest/sales/order';

export function ordersPage(api: $Fetch, page: number, perPage: number): Promise<Paginated<Order>> {
  return api<Paginated<Order>>(ORDERS, { query: { page, per_page: perPage } }).then((body) =>
    readAnswer(api, 'GET /store-front/api/sales/order', Paginated(Order), body),
  );
}

export async function order(api: $Fetch, id: number): Promise<Order> {
  return readAnswer(api, 'GET /store-front/api/sales/order/{id}', Data(Order), await api(`${ORDERS}/${id}`))
    .data;
}

/** Makes a pending order the one to pay (by `method` from now on, when given); the card form follows. */
export async function payOrder(api: $Fetch, id: number, method?: PaymentMethodCode): Promise<Order> {
  const request: PayRequest = method ? { payment_method: method } : {};
  const body = await api(`${ORDERS}/${id}/pay`, { method: 'POST', body: request });
  return readAnswer(api, 'POST /store-front/api/sales/order/{id}/pay', Data(Order), body).data;
}

/** Puts the order's products back into the cart. */
export async function orderToCart(api: $Fetch, id: number): Promise<Cart> {
  const body = await api(`${ORDERS}/${id}/to-cart`, { method: 'POST' });
  return readAnswer(api, 'POST /store-front/api/sales/order/{id}/to-cart', Data(Cart), body).data;
}

export async function invoices(api: $Fetch): Promise<Invoice[]> {
  const body = await api('/store-front/api/sales/invoice');
  return readAnswer(api, 'GET /store-front/api/sales/invoice', Data(z.array(Invoice)), body).data;
}

/** The invoice PDF as the API sends it (binary). */
export function invoicePdf(api: $Fetch, id: number): Promise<Response> {
  return api.raw(`/store-front/api/sales/invoice/${id}.pdf`, { responseType: 'stream' });
}

/** What proves a guest placed an order: the e-mail or the phone it carries. */

/** A guest order this session placed or looked up within the API's grant, without contact data. */
export async function lookedUpOrder(api: $Fetch, id: number): Promise<Order> {
  const body = await api(`${GUEST_ORDERS}/${id}`);
  return readAnswer(api, 'GET /store-front/api/guest/sales/order/{id}', Data(Order), body).data;
}

export async function guestOrder(api: $Fetch, id: number, proof: GuestContactBody): Promise<Order> {
  const body = await api(`${GUEST_ORDERS}/${id}`, { query: proof });
  return readAnswer(api, 'GET /store-front/api/guest/sales/order/{id}', Data(Order), body).data;
}

/** Pays a guest order (by another method when the request names one); the proof may be left out by the session that placed it or looked it up. */
export async function payGuestOrder(api: $Fetch, id: number, request: GuestPayRequest): Promise<Order> {
  const body = await api(`${GUEST_ORDERS}/${id}/pay`, { method: 'POST', body: request });
  return readAnswer(api, 'POST /store-front/api/guest/sales/order/{id}/pay', Data(Order), body).data;
}

export async function guestOrderToCart(api: $Fetch, id: number, proof: GuestContactBody): Promise<Cart> {
  const body = await api(`${GUEST_ORDERS}/${id}/to-cart`, { method: 'POST', body: proof });
  return readAnswer(api, 'POST /store-front/api/guest/sales/order/{id}/to-cart', Data(Cart), body).data;
}
