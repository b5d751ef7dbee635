import type { MiddlewareHandler } from 'astro';
import { stringifyCookie } from 'cookie';
import { getCategoryTree, type TreeVisit } from '../../api/catalog';
import type { Category } from '@shop/contract/catalogue';
import { ROOT_CATEGORY_ID } from '../../lib/constants';
import { forwardableCookies } from '../visits/shopper';
import { serverApi } from './server-api';
import { servedCookie } from '../http/site';

/** The category trees of one visit: the root's, read as the request starts, and a shop's on demand. */
export interface VisitTrees {
  root: Promise<Category[]>;
  of(parentId: number): Promise<Category[]>;
}

/** Answers that are not pages: they show no menu, so they need no tree. */
const NOT_PAGES = /\.(pdf|xml|txt)$|^\/(healthz|readyz|metrics)$/;

/** The visit as spec §7 gives it to the tree call: the real path, query and referer, and the visitor's cookies. */
export function treeVisitOf(request: Request): TreeVisit {
  const url = new URL(request.url);
  const cookie = stringifyCookie(forwardableCookies(request.headers.get('cookie')));
  const referer = request.headers.get('referer');
  return {
    path: url.pathname,
    query: url.search.slice(1),
    ...(referer ? { referer } : {}),
    ...(cookie ? { cookie } : {}),
  };
}

/** The response with these Set-Cookie lines added (a redirect's headers are read-only: copied then). */
function withSetCookies(response: Response, lines: readonly string[]): Response {
  try {
    for (const line of lines) response.headers.append('Set-Cookie', line);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const line of lines) copy.headers.append('Set-Cookie', line);
    return copy;
  }
}

/**
 * Spec §7: the category tree is "called on the server at start-up with extra headers for the real
 * path, query and referer, forwarding cookies; any set-cookie header is passed on". Pre-rendered
 * pages use the build's tree (src/server/data/build-data.ts). For a page rendered on demand, this
 * middleware starts the root's tree call as the request starts, with the visit's path, query,
 * referer and cookies, and gives the trees to the header's menus through `locals`; the cookies the
 * API sets with it are added to the answer (which then is never shared: cache-rules.ts). A shop's
 * own tree (the DIY side menu) is asked with the same visit when the header needs it; the page's
 * headers may be gone by then, so only its answer is used. Menus are optional: a failed read
 * leaves the header's plain links.
 */
export const visitTrees: MiddlewareHandler = async (context, next) => {
  const { request } = context;
  if (
    context.isPrerendered ||
    !['GET', 'HEAD'].includes(request.method) ||
    NOT_PAGES.test(context.url.pathname)
  )
    return next();
  const visit = treeVisitOf(request);
  const received: string[] = [];
  const reads = new Map<number, Promise<Category[]>>();
  const of = (parentId: number) => {
    let read = reads.get(parentId);
    if (!read) {
      read = getCategoryTree(serverApi, parentId, visit).then((answer) => {
        received.push(...answer.setCookies.map(servedCookie));
        return answer.data;
      });
      reads.set(parentId, read);
    }
    return read;
  };
  const root = of(ROOT_CATEGORY_ID);
  root.catch(() => undefined);
  context.locals.visitTrees = { root, of };
  const response = await next();
  // A page's header waits for the tree anyway; a redirect or a file does not wait for it.
  if (response.headers.get('content-type')?.startsWith('text/html')) await root.catch(() => undefined);
  return received.length > 0 ? withSetCookies(response, received) : response;
};
