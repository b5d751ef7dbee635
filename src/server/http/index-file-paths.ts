import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOT_OURS } from './not-ours';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A path whose last segment is `index.html`, below the root (`/index.html` is the home page's file). */
const INDEX_FILE_PATH = /^\/.+\/index\.html$/;

/**
 * `/{anything}/index.html` is no address of the shop (its pages have no `.html`). Astro reads it as
 * `/{anything}` with the route's parameters missing, and a page with parameters answered 500
 * ("Missing parameter: slug"); the shop's 404 page answers it instead, before Astro routes it.
 */
export function indexFilesNotFound(handler: Handler): Handler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (INDEX_FILE_PATH.test(path)) req.url = NOT_OURS;
    return handler(req, res);
  };
}
