import { sequence } from 'astro:middleware';
import { cacheRules } from './server/http/cache-rules';
import { pageCache } from './server/http/page-cache-middleware';

// The shop's middleware, one module each under src/middleware/, in order from outside in. The page
// cache goes last: what runs before it (per-response headers such as security headers) is applied to
// cached answers too, and nothing it keeps may carry per-request values.
export const onRequest = sequence(cacheRules, pageCache);
