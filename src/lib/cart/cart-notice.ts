import { parseCookie, stringifySetCookie } from 'cookie';

/** A message for the next /cart page, after a no-JavaScript form. */
export interface CartNotice {
  level: 'info' | 'warning' | 'error';
  text: string;
}

const NOTICE_COOKIE = 'cart_notice';
/** A notice is for the very next page: it expires quickly if that page never comes. */
const NOTICE_MAX_AGE_S = 60;
const LEVELS = new Set(['info', 'warning', 'error']);

/** Set-Cookie carrying the notice to /cart (HttpOnly: only the server reads it). */
export function noticeCookie(notice: CartNotice): string {
  return stringifySetCookie({
    name: NOTICE_COOKIE,
    value: JSON.stringify(notice),
    path: '/cart',
    maxAge: NOTICE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
  });
}

/** Set-Cookie removing the notice once shown. */
export function noticeConsumed(): string {
  return stringifySetCookie({
    name: NOTICE_COOKIE,
    value: '',
    path: '/cart',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
  });
}

/** The notice in a Cookie header, or null; anything malformed is ignored. */
export function readNotice(cookieHeader: string | null): CartNotice | null {
  const raw = parseCookie(cookieHeader ?? '')[NOTICE_COOKIE];
  if (!raw) return null;
  try {
    const notice = JSON.parse(raw) as Partial<CartNotice>;
    return typeof notice.text === 'string' && LEVELS.has(String(notice.level))
      ? { level: notice.level!, text: notice.text.slice(0, 300) }
      : null;
  } catch {
    return null;
  }
}
