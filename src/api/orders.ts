import type { $Fetch } from 'ofetch';
import type { Cart } from '@shop/contract/cart';
import type { PaymentMethodCode } from '@shop/contract/checkout';
import type { GuestContactBody, GuestPayRequest, Invoice, Order } from '@shop/contract/orders';
import type { Paginated } from '@shop/contract/paginated';
import { call, send } from './call.ts';

/** Spec §7: the customer's orders and invoices, and the guest's order looked up by its contact. */

export function ordersPage(api: $Fetch, page: number, perPage: number): Promise<Paginated<Order>> {
  return call(api, 'GET /store-front/api/sales/order', { query: { page, per_page: perPage } });
}

export async function order(api: $Fetch, id: number): Promise<Order> {
  return (await call(api, 'GET /store-front/api/sales/order/{id}', { params: { id } })).data;
}

/** Makes a pending order the one to pay (by `method` from now on, when given); the card form follows. */
export async function payOrder(api: $Fetch, id: number, method?: PaymentMethodCode): Promise<Order> {
  const body = method ? { payment_method: method } : {};
  return (await call(api, 'POST /store-front/api/sales/order/{id}/pay', { params: { id }, body })).data;
}

/** Puts the order's products back into the cart. */
export async function orderToCart(api: $Fetch, id: number): Promise<Cart> {
  return (await call(api, 'POST /store-front/api/sales/order/{id}/to-cart', { params: { id } })).data;
}

export async function invoices(api: $Fetch): Promise<Invoice[]> {
  return (await call(api, 'GET /store-front/api/sales/invoice')).data;
}

/** The invoice PDF as the API sends it (binary). */
export function invoicePdf(api: $Fetch, id: number): Promise<Response> {
  return send(api, 'GET /store-front/api/sales/invoice/{id}.pdf', { params: { id } });
}

/** A guest order this session placed or looked up within the API's grant, without contact data. */
export async function lookedUpOrder(api: $Fetch, id: number): Promise<Order> {
  return (await call(api, 'GET /store-front/api/guest/sales/order/{id}', { params: { id } })).data;
}

/** A guest order, with what proves the guest placed it: the e-mail or the phone it carries. */
export async function guestOrder(api: $Fetch, id: number, proof: GuestContactBody): Promise<Order> {
  return (await call(api, 'GET /store-front/api/guest/sales/order/{id}', { params: { id }, query: proof }))
    .data;
}

/** Pays a guest order (by another method when the request names one); the proof may be left out by the session that placed it or looked it up. */
export async function payGuestOrder(api: $Fetch, id: number, request: GuestPayRequest): Promise<Order> {
  const input = { params: { id }, body: request };
  return (await call(api, 'POST /store-front/api/guest/sales/order/{id}/pay', input)).data;
}

export async function guestOrderToCart(api: $Fetch, id: number, proof: GuestContactBody): Promise<Cart> {
  const input = { params: { id }, body: proof };
  return (await call(api, 'POST /store-front/api/guest/sales/order/{id}/to-cart', input)).data;
}
