import { type ServerResponse, STATUS_CODES } from 'node:http';
import onHeaders from 'on-headers';
import { type NodeHandler, pagePath } from './shop-headers';

/**
 * The error pages addressed directly (`/404`, `/500`, pre-rendered as files the adapter would
 * serve as any page, 200): they answer the status they stand for, so no crawler indexes them.
 */
export const ERROR_PAGE_STATUS: ReadonlyMap<string, number> = new Map([
  ['/404', 404],
  ['/500', 500],
]);

/**
 * A page's file name below a folder (`/c-cocina-10047/index.html`): the build writes no such file
 * and no route takes it (the router would give it to a pre-rendered route without its parameters,
 * a 500), so it is the not-found page's.
 */
const FOLDER_INDEX = /^\/[^?#]+\/index\.html$/;

/**
 * Wraps the adapter's handler so that every status line carries its reason phrase
 * (`404 Not Found`): Astro copies a rendered Response's statusText to the line, and a page that
 * sets only `Astro.response.status` keeps the rendering's 'OK' ('404 OK'). The error pages answer
 * their own status when addressed directly, and a folder's `index.html` is not found.
 */
export function withStatusLines(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split(/[?#]/)[0]!;
    if (FOLDER_INDEX.test(path)) req.url = '/404';
    const fixedStatus = ERROR_PAGE_STATUS.get(pagePath(req.url));
    onHeaders(res, function statusLine(this: ServerResponse) {
      if (fixedStatus && this.statusCode === 200) this.statusCode = fixedStatus;
      this.statusMessage = STATUS_CODES[this.statusCode] ?? '';
    });
    return handler(req, res);
  };
}
