import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Methods Node's HTTP parser accepts but the Fetch API forbids (`new Request` throws on them). The
 * adapter turns every request into a Request: for these it answered 500, and its static-file step
 * (on when pre-rendered pages have static headers) let the error escape and stop the whole server,
 * so one `TRACE /` took the shop down. They are refused first, with a 405.
 */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** What the shop answers to (`Allow` of the 405). */
const ALLOWED_METHODS = 'GET, HEAD, POST';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export function refuseForbiddenMethods(handler: Handler): Handler {
  return (req, res) => {
    if (!FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return handler(req, res);
    res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Length': '0' });
    res.end();
  };
}
