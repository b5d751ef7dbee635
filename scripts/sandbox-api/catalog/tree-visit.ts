import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HttpError } from '../http/errors.ts';

/** Headers the shop sends with the category tree: the visit's real path and query (spec §7). */
export const REAL_PATH_HEADER = 'X-Real-Path';
export const REAL_QUERY_HEADER = 'X-Real-Query';
/** The campaign a visitor landed from, remembered for 30 days. */
export const CAMPAIGN_COOKIE = 'sandbox_campaign';
const CAMPAIGN_DAYS = 30;
/** A campaign name as utm_source writes it. */
const CAMPAIGN = /^[\w.-]{1,60}$/;

/** The visit a tree call was made for. */
export interface TreeVisit {
  path: string;
  query: URLSearchParams;
  referer: string | null;
}

/**
 * Reads the visit headers of a tree call: `X-Real-Path` (the shop's path, starting with `/`) is
 * required, so a call without them fails instead of passing unnoticed; `X-Real-Query` (without the
 * `?`) and `Referer` are optional. 422 naming the header otherwise.
 */
export function treeVisit(c: Context): TreeVisit {
  const path = c.req.header(REAL_PATH_HEADER);
  if (path === undefined || !path.startsWith('/') || path.length > 2000) {
    throw new HttpError(422, `Falta la cabecera ${REAL_PATH_HEADER} con la ruta real de la visita.`, {
      [REAL_PATH_HEADER]: ['Debe ser la ruta de la página de la tienda, empezando por /.'],
    });
  }
  const query = c.req.header(REAL_QUERY_HEADER) ?? '';
  if (query.length > 4000 || query.startsWith('?')) {
    throw new HttpError(422, `La cabecera ${REAL_QUERY_HEADER} no es válida.`, {
      [REAL_QUERY_HEADER]: ['Debe ser la cadena de consulta sin el signo ?.'],
    });
  }
  return { path, query: new URLSearchParams(query), referer: c.req.header('Referer') ?? null };
}

/**
 * What the API does with the visit (the sandbox's choice; the spec only says the headers are sent
 * and any Set-Cookie passed on): a visit that lands from a campaign (`utm_source`, or `gclid` for a
 * paid search click) and has no campaign cookie yet gets one, as an attribution cookie. Ordinary
 * visits get no cookie, so the shop's shared pages stay shareable.
 */
export function rememberCampaign(c: Context, visit: TreeVisit): void {
  if (getCookie(c, CAMPAIGN_COOKIE) !== undefined) return;
  const source = visit.query.get('utm_source') ?? (visit.query.has('gclid') ? 'gclid' : null);
  if (source === null || !CAMPAIGN.test(source)) return;
  setCookie(c, CAMPAIGN_COOKIE, source, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: true,
    maxAge: CAMPAIGN_DAYS * 24 * 60 * 60,
  });
}
