import type { $Fetch } from 'ofetch';
import type { Cart } from '../contract/cart';
import type { GuestProof, Invoice, Order } from '../contract/orders';
import type { Paginated } from '../contract/paginated';

/** Spec §7: the customer's orders and invoices, and the guest's order looked up by its contact. */
const ORDERS = '/store-front/api/sales/order';
const GUEST_ORDERS = '/store-front/api/guest/sales/order';

export function ordersPage(api: $Fetch, page: number, perPage: number): Promise<Paginated<Order>> {
  return api<Paginated<Order>>(ORDERS, { query: { page, per_page: perPage } });
}

export async function order(api: $Fetch, id: number): Promise<Order> {
  return (await api<{ data: Order }>(`${ORDERS}/${id}`)).data;
}

/** Makes a pending order the one to pay; the card form follows. */
export async function payOrder(api: $Fetch, id: number): Promise<Order> {
  return (await api<{ data: Order }>(`${ORDERS}/${id}/pay`, { method: 'POST' })).data;
}

/** Puts the order's products back into the cart. */
export async function orderToCart(api: $Fetch, id: number): Promise<Cart> {
  return (await api<{ data: Cart }>(`${ORDERS}/${id}/to-cart`, { method: 'POST' })).data;
}

export async function invoices(api: $Fetch): Promise<Invoice[]> {
  return (await api<{ data: Invoice[] }>('/store-front/api/sales/invoice')).data;
}

/** The invoice PDF as the API sends it (binary). */
export function invoicePdf(api: $Fetch, id: number): Promise<Response> {
  return api.raw(`/store-front/api/sales/invoice/${id}.pdf`, { responseType: 'stream' });
}

/** What proves a guest placed an order: the e-mail or the phone it carries. */

/** A guest order this session placed or looked up within the API's grant, without contact data. */
export async function lookedUpOrder(api: $Fetch, id: number): Promise<Order> {
  return (await api<{ data: Order }>(`${GUEST_ORDERS}/${id}`)).data;
}

export async function guestOrder(api: $Fetch, id: number, proof: GuestProof): Promise<Order> {
  return (await api<{ data: Order }>(`${GUEST_ORDERS}/${id}`, { query: proof })).data;
}

export async function payGuestOrder(api: $Fetch, id: number, proof: GuestProof): Promise<Order> {
  return (await api<{ data: Order }>(`${GUEST_ORDERS}/${id}/pay`, { method: 'POST', body: proof })).data;
}

export async function guestOrderToCart(api: $Fetch, id: number, proof: GuestProof): Promise<Cart> {
  return (await api<{ data: Cart }>(`${GUEST_ORDERS}/${id}/to-cart`, { method: 'POST', body: proof })).data;
}
