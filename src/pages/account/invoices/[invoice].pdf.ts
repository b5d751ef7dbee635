import type { APIRoute } from 'astro';
import { toApiError } from '../../../api/api-error';
import { invoicePdf } from '../../../api/orders';
import { privateHeaders } from '../../../server/visits/private-page';
import { API_FAILURE_STATUS } from '../../../server/http/page-errors';
import { shopperApi } from '../../../server/visits/shopper';
import { es } from '../../../i18n/es';
import { NO_STORE, PRIVATE_CACHE_CONTROL } from '../../../server/http/cache-control';
import { parseId } from '../../../lib/format/ids';

export const prerender = false;

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });

/**
 * An invoice's PDF, passed through from the API with the shopper's cookies: the browser stays on
 * the shop's origin, and only the invoice's owner gets it (the API answers 404 to anyone else).
 */
export const GET: APIRoute = async ({ params, request }) => {
  const id = parseId(params.invoice);
  if (id === null) return text(es.notFound.title, 404);
  const shopper = shopperApi(request);
  try {
    const upstream = await invoicePdf(shopper.api.silent, id);
    const headers = privateHeaders(new Headers({ 'Content-Type': 'application/pdf' }), shopper);
    const disposition = upstream.headers.get('content-disposition');
    if (disposition) headers.set('Content-Disposition', disposition);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    const status = toApiError(error).status;
    if (status === 401)
      return new Response(null, { status: 303, headers: { Location: '/login', 'Cache-Control': NO_STORE } });
    return text(
      status === 404 ? es.notFound.title : es.errorPage.title,
      status === 404 ? 404 : status === 503 ? 503 : API_FAILURE_STATUS,
    );
  }
};
