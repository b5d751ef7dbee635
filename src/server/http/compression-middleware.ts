import type { MiddlewareHandler } from 'astro';
import { compress, ON_THE_FLY } from './compress';
import {
  type AnswerFacts,
  type ChosenCoding,
  type ContentCoding,
  isCompressible,
  negotiateCoding,
  variesOnAcceptEncoding,
  varyOnAcceptEncoding,
} from './content-coding';

/**
 * On-demand answers (product pages, the catalogue search, the cart, the account…) compressed as
 * they leave Astro, in the coding the client prefers. Public pages are compressed by the page
 * cache instead (page-cache-middleware.ts), which keeps each coding beside the page: a hit costs
 * no compression. Static files never come here: the build compressed them (precompressed.ts).
 */

/** What decides whether a response may be compressed, read from its headers. */
export function factsOf(status: number, headers: Headers, bytes?: number): AnswerFacts {
  const length = headers.get('content-length');
  return {
    status,
    contentType: headers.get('content-type'),
    contentEncoding: headers.get('content-encoding'),
    cacheControl: headers.get('cache-control'),
    bytes: bytes ?? (length === null ? undefined : Number(length)),
  };
}

/** `body` in `coding`, or `body` itself when compressing would not shrink it (or fails). */
export async function encodeBody(
  body: Uint8Array<ArrayBuffer>,
  coding: ContentCoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const encoded = await compress(body, coding, ON_THE_FLY).catch(() => body);
  return encoded.byteLength < body.byteLength ? new Uint8Array(encoded) : body;
}

/**
 * A response with `body` as it goes out: `Vary: Accept-Encoding` (the caller negotiated), and
 * `Content-Encoding` with the length of the coded body when `coded` (else the plain bytes go).
 */
export function negotiatedResponse(
  init: { status: number; statusText?: string; headers: HeadersInit },
  body: Uint8Array<ArrayBuffer>,
  coding: ContentCoding | undefined,
): Response {
  const headers = new Headers(init.headers);
  headers.set('Vary', varyOnAcceptEncoding(headers.get('vary')));
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: init.status, statusText: init.statusText, headers });
}

/**
 * The response in the client's coding when it may be compressed (content-coding.ts): read whole
 * (an on-demand page is tens of kilobytes; a failure while rendering then becomes Astro's error
 * page rather than a cut one), compressed off the main thread, sent with its length. Anything
 * else goes as it came: no body, encoded or negotiated already (it says `Vary: Accept-Encoding`),
 * an error, another type, or too small.
 */
export async function compressResponse(response: Response, coding: ChosenCoding): Promise<Response> {
  const { headers } = response;
  if (!response.body || variesOnAcceptEncoding(headers.get('vary'))) return response;
  if (!isCompressible(factsOf(response.status, headers))) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const plain = { status: response.status, statusText: response.statusText, headers };
  if (!isCompressible(factsOf(response.status, headers, body.byteLength))) return new Response(body, plain);
  if (coding === 'identity') return negotiatedResponse(plain, body, undefined);
  const encoded = await encodeBody(body, coding);
  return negotiatedResponse(plain, encoded, encoded === body ? undefined : coding);
}

/** The middleware: every on-demand answer through `compressResponse` (a page pre-rendered by the build is a file). */
export const compressAnswers: MiddlewareHandler = async (context, next) => {
  if (context.isPrerendered) return next();
  return compressResponse(await next(), negotiateCoding(context.request.headers.get('accept-encoding')));
};
