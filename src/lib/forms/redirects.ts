import { es } from '../../i18n/es';

/** The longest address the shop redirects to (a filtered catalogue page with its query). */
const REDIRECT_MAX_LENGTH = 2_000;
/**
 * A path of this shop: one `/` then anything but another `/` or `\` (browsers read `//host` and
 * `/\host` as another site), and no space, quote, angle bracket or backslash anywhere.
 */
const SHOP_PATH = /^\/(?![/\\])[^\s\\<>"']*$/;

/**
 * Where the shop may send a shopper: `target` when it is a path of this shop, else `fallback`. The
 * one rule for every redirect the shop builds from something a request carried (`?next=` after
 * login, a form's destination, the Referer a no-JavaScript wishlist heart returns to).
 */
export function safeNext(target: string | null | undefined, fallback: string): string {
  return target && target.length <= REDIRECT_MAX_LENGTH && SHOP_PATH.test(target) ? target : fallback;
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
  'cuenta-confirmada': es.auth.accountConfirmed,
  'enlace-no-valido': es.auth.confirmLinkInvalid,
  'contrasena-restablecida': es.auth.resetDone,
  'nombre-guardado': es.account.profileSaved,
  'contrasena-guardada': es.account.passwordSaved,
  'direccion-guardada': es.account.addressSaved,
  'direccion-eliminada': es.account.addressDeleted,
  'facturacion-guardada': es.account.billingSaved,
  'pedido-al-carrito': es.cart.orderToCartDone,
  'cupon-aplicado': es.checkout.couponApplied,
  'cupon-quitado': es.checkout.couponRemoved,
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
