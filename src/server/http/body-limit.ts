import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** The largest request body the shop reads: its forms are a few hundred bytes; 64 KiB is plenty. */
export const MAX_BODY_BYTES = 64 * 1024;

/** What the adapter reads as the body when it is already there (astro/dist/core/app/node.js). */
type BufferedRequest = IncomingMessage & { body?: Buffer };

const carriesBody = (req: IncomingMessage) =>
  req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/**
 * Reads a request's body before the shop sees it, up to `maxBytes`; a bigger one (announced by
 * Content-Length, or sent in chunks) is answered 413 with `page` and never read further, so a huge
 * post cannot grow the server. The body is handed on as `req.body`, which the adapter reads as is.
 */
export function limitBody(handler: RequestListener, maxBytes: number, page: string): RequestListener {
  const refuse = (req: IncomingMessage, res: ServerResponse) => {
    if (res.headersSent) return;
    res.writeHead(413, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      Connection: 'close',
    });
    res.end(page, () => req.destroy());
  };
  return (req: BufferedRequest, res: ServerResponse) => {
    if (!carriesBody(req)) return handler(req, res);
    if (Number(req.headers['content-length']) > maxBytes) return refuse(req, res);
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        req.pause();
        refuse(req, res);
      } else chunks.push(chunk);
    });
    // Bound to this request's async context: the socket emits 'end' in its own, and the page
    // must still see the request's context (its id, the client's address; observe.ts).
    req.on(
      'end',
      AsyncResource.bind(() => {
        if (received > maxBytes) return;
        req.body = Buffer.concat(chunks);
        handler(req, res);
      }),
    );
  };
}
