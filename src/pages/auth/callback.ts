import type { APIRoute } from 'astro';
import { confirmationNotice } from '../../lib/account/auth-callback';
import { withNotice } from '../../lib/forms/redirects';
import { NO_STORE } from '../../server/http/cache-control';

export const prerender = false;

/**
 * `GET /auth/callback` (spec §2: after the auth callback the user goes to /login). The API sends
 * the browser here from the link that confirms a new account's e-mail (`?verified=1`, or `0` for a
 * used or expired link); the login form then says which, and the customer logs in.
 */
export const GET: APIRoute = ({ url }) => {
  const notice = confirmationNotice(url.searchParams.get('verified'));
  return new Response(null, {
    status: 303,
    headers: { Location: notice ? withNotice('/login', notice) : '/login', 'Cache-Control': NO_STORE },
  });
};
