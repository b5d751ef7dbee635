import type { APIRoute } from 'astro';
import { confirmationNotice } from '../../lib/account/auth-callback';
import { safeNext, withNotice } from '../../lib/forms/redirects';
import { NO_STORE } from '../../server/http/cache-control';

export const prerender = false;

/** Where a login leads when nothing else is asked for (spec §2: after login, /account). */
const AFTER_LOGIN = '/account';

/**
 * The auth callback (spec §2: "After the auth callback the user is redirected to /login"): where
 * the API's links come back. It leads to /login, keeping a `next` that is a path of this shop (the
 * one redirect rule, safeNext) for after the login; any other `next` is dropped. The link that
 * confirms a new account's e-mail comes back with `?verified=1` (or `0` for a used or expired
 * link), and the login form then says which.
 */
export const GET: APIRoute = ({ url }) => {
  const next = safeNext(url.searchParams.get('next'), AFTER_LOGIN);
  const login = next === AFTER_LOGIN ? '/login' : `/login?next=${encodeURIComponent(next)}`;
  const notice = confirmationNotice(url.searchParams.get('verified'));
  const location = notice ? withNotice(login, notice) : login;
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': NO_STORE } });
};
