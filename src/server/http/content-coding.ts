/**
 * Which answers are compressed, and in which coding (RFC 9110 §8.4, §12.5.3): the rules shared by
 * the build's pre-compression, the static files' negotiation and the on-demand pages'. No I/O.
 */

/** The codings the shop produces, best first: brotli is 10–15 % smaller than gzip on our pages. */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
/** What an answer goes out as: one of the codings, or the plain bytes. */
export type ChosenCoding = ContentCoding | 'identity';

/** File suffix of each coding's pre-compressed sibling (`index.html.br`), as nginx's *_static modules expect. */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Below this a body goes plain: a packet holds it anyway, and brotli or gzip would save a few
 * dozen bytes at the cost of a compression (and of a `Vary` that splits caches).
 */
export const MIN_COMPRESS_BYTES = 1024;

/** Extensions of the build's files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
];

/**
 * Media types of text: the compressible answers (with any `+json` and `+xml` type). `text/event-stream`
 * is text but must stream as it comes.
 */
export const COMPRESSIBLE_TYPES: readonly string[] = [
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'text/csv',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];
const COMPRESSIBLE_TYPE_SET = new Set(COMPRESSIBLE_TYPES);

/** Whether an answer of this Content-Type is text worth compressing (`+json` and `+xml` types included). */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return COMPRESSIBLE_TYPE_SET.has(type) || /^application\/[\w.-]+\+(json|xml)$/.test(type);
}

/** A coding of Accept-Encoding and its weight; `*` stands for any coding not named. */
interface Weighted {
  coding: string;
  q: number;
}

/** Accept-Encoding's members; a weight that is not a number in [0, 1] makes its member count as absent. */
function parseAcceptEncoding(header: string): Weighted[] {
  return header.split(',').flatMap((member) => {
    const [name, ...params] = member.split(';').map((part) => part.trim());
    if (!name) return [];
    const qParam = params.find((param) => /^q\s*=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(qParam.indexOf('=') + 1).trim());
    if (!Number.isFinite(q) || q < 0 || q > 1) return [];
    const coding = name.toLowerCase();
    return [{ coding: coding === 'x-gzip' ? 'gzip' : coding, q }];
  });
}

/**
 * The coding to answer with, of those `available`, for a request's Accept-Encoding: the one with
 * the highest weight above 0, ties going to the first of `available` (brotli). No header, an
 * empty one, or nothing acceptable gives the plain bytes (`identity`), which a client that refuses
 * them too (`identity;q=0`) gets anyway: a page beats a 406. `identity` wins only when the client
 * weighs it above every coding, explicitly or through `*`.
 */
export function negotiateCoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ChosenCoding {
  if (!acceptEncoding) return 'identity';
  const members = parseAcceptEncoding(acceptEncoding);
  const weight = (coding: string) =>
    members.find((member) => member.coding === coding)?.q ??
    members.find((member) => member.coding === '*')?.q;
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of available) {
    const q = weight(coding) ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  if (!best) return 'identity';
  return (weight('identity') ?? 0) > bestQ ? 'identity' : best;
}

/** What decides whether an answer may be compressed. */
export interface AnswerFacts {
  status: number;
  contentType: string | null | undefined;
  contentEncoding: string | null | undefined;
  cacheControl: string | null | undefined;
  /** Body bytes, when known. */
  bytes?: number;
}

/**
 * Whether an answer is compressed for a client that accepts it: a successful answer with a body
 * (not 204, not a 206 part) of a text type, at least MIN_COMPRESS_BYTES, not encoded already and
 * not marked `no-transform`. Errors go plain: they are rare, never kept, and a page that failed
 * while streaming must reach the client as it was sent.
 */
export function isCompressible(answer: AnswerFacts): boolean {
  if (answer.status < 200 || answer.status >= 300 || answer.status === 204 || answer.status === 206)
    return false;
  if (answer.contentEncoding && answer.contentEncoding.toLowerCase() !== 'identity') return false;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(answer.cacheControl ?? '')) return false;
  if (answer.bytes !== undefined && answer.bytes < MIN_COMPRESS_BYTES) return false;
  return isCompressibleType(answer.contentType);
}

/** `Vary` with Accept-Encoding added (once; `*` already covers it). */
export function varyOnAcceptEncoding(vary: string | null | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}

/** Whether a `Vary` value already names Accept-Encoding (the answer was negotiated upstream). */
export function variesOnAcceptEncoding(vary: string | null | undefined): boolean {
  return (vary ?? '').split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding');
}
