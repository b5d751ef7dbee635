import { sequence } from 'astro:middleware';
import { cacheRules } from './server/http/cache-rules';
import { pageCache } from './server/http/page-cache-middleware';
import { routeRecorder } from './server/observability/route-middleware';

// The shop's middleware, in order from outside in (modules under src/server/). The page
// cache goes last: what runs before it (per-response headers such as security headers) is applied to
// cached answers too, and nothing it keeps may carry per-request values.
export const onRequest = sequence(routeRecorder, cacheRules, pageCache);
