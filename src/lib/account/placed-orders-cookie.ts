import { parseCookie, stringifySetCookie } from 'cookie';
import { GUEST_ORDER_VIEW_MINUTES, GUEST_ORDERS_REMEMBERED } from '../constants';

/**
 * The shop's note of the guest orders this browser placed lately, set by the thank-you page. It
 * proves nothing (the API's session and grant decide who sees an order); it only says which order
 * numbers the guest order page may ask the API about without a contact, so a page visited with a
 * made-up number asks nothing (order numbers are guessable keys).
 */
export const PLACED_ORDERS_COOKIE = 'mt_pedidos';

/** The guest order lookup (spec §2 /guest/order/{id?}), linked from the footer, login and thank-you pages. */
export const GUEST_ORDER_HREF = '/guest/order';

/** The order ids the note names (none when absent or malformed). */
export function placedOrdersFrom(cookieHeader: string | null | undefined): number[] {
  if (!cookieHeader) return [];
  try {
    const value = parseCookie(cookieHeader)[PLACED_ORDERS_COOKIE] ?? '';
    return value
      .split('.')
      .filter((id) => /^\d{1,9}$/.test(id))
      .map(Number)
      .slice(0, GUEST_ORDERS_REMEMBERED);
  } catch {
    return [];
  }
}

/** The Set-Cookie value that adds `orderId` to the note (the newest first), for the API's grant time. */
export function placedOrdersCookie(cookieHeader: string | null | undefined, orderId: number): string {
  const ids = [orderId, ...placedOrdersFrom(cookieHeader).filter((id) => id !== orderId)];
  return stringifySetCookie({
    name: PLACED_ORDERS_COOKIE,
    value: ids.slice(0, GUEST_ORDERS_REMEMBERED).join('.'),
    path: GUEST_ORDER_HREF,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: GUEST_ORDER_VIEW_MINUTES * 60,
  });
}
