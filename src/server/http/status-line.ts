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
 * Wraps the adapter's handler so that every status line carries its reason phrase
 * (`404 Not Found`): Astro copies a rendered Response's statusText to the line, and a page that
 * sets only `Astro.response.status` keeps the rendering's 'OK' ('404 OK'). The error pages answer
 * their own status when addressed directly (a folder's `index.html`: index-file-paths.ts).
 */
export function withStatusLines(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const fixedStatus = ERROR_PAGE_STATUS.get(pagePath(req.url));
    onHeaders(res, function statusLine(this: ServerResponse) {
      if (fixedStatus && this.statusCode === 200) this.statusCode = fixedStatus;
      this.statusMessage = STATUS_CODES[this.statusCode] ?? '';
    });
    return handler(req, res);
  };
}
