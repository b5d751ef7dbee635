import { safeNext } from '../../lib/forms/redirects';

/** The page the shopper came from on this shop (the Referer, same origin only), else `fallback`. */
export function cameFrom(request: Request, fallback: string): string {
  try {
    const from = new URL(request.headers.get('referer') ?? '');
    return from.origin === new URL(request.url).origin
      ? safeNext(from.pathname + from.search, fallback)
      : fallback;
  } catch {
    return fallback;
  }
}
