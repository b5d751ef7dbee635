import { es } from '../../i18n/es';

/** Only paths of this shop, so `?next=` cannot send a shopper to another site after login. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  return next && next.length <= 300 && /^\/(?![/\\])[\w\-./?=&%]*$/.test(next) ? next : fallback;
}

/**
 * One-shot confirmations after a form redirects (`?aviso=…`): a key of this list, never text from
 * the address, so a link cannot make the shop say anything else.
 */
const NOTICES = {
  'sesion-cerrada': es.auth.loggedOut,
  'sesion-caducada': es.auth.sessionGone,
  'enlace-enviado': es.auth.recoverSent,
  'registro-enviado': es.auth.registerMailed,
  'contrasena-restablecida': es.auth.resetDone,
  'nombre-guardado': es.account.profileSaved,
  'contrasena-guardada': es.account.passwordSaved,
  'direccion-guardada': es.account.addressSaved,
  'direccion-eliminada': es.account.addressDeleted,
  'facturacion-guardada': es.account.billingSaved,
  'pedido-a-cesta': es.account.orderToCartDone,
  'cupon-aplicado': es.checkout.couponApplied,
  'tarjeta-regalo': es.checkout.giftCardDone,
  'valoracion-enviada': es.ratings.reviewed,
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeText(key: string | null): string | null {
  return key && Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : null;
}

/** `path` with `?aviso=key` added (keeping its own query). */
export function withNotice(path: string, key: NoticeKey): string {
  return `${path}${path.includes('?') ? '&' : '?'}aviso=${key}`;
}
