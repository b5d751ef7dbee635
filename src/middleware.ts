import { sequence } from 'astro:middleware';
import { visitTrees } from './server/data/visit-trees';
import { cacheRules } from './server/http/cache-rules';
import { compressAnswers } from './server/http/compression-middleware';
import { lateScripts } from './server/http/late-page-scripts';
import { refuseCrossSiteWrites } from './server/http/cross-site';
import { pageCache } from './server/http/page-cache-middleware';
import { routeRecorder } from './server/observability/route-middleware';
import { staleCountNotes } from './server/visits/stale-count-notes';

// The shop's middleware, in order from outside in (modules under src/server/). Astro's own origin
// check runs before all of them; the cross-site refusal is the second CSRF layer, before any page
// reads a form. The page cache goes last: what runs before it (per-response headers such as
// security headers) is applied to cached answers too, and nothing it keeps may carry per-request
// values. The page cache answers in the client's content coding itself (it keeps each coding of a
// page); the compression before it compresses every other on-demand answer. The visit's category
// tree (spec §7's start-up call) comes after the cache: a page served from the cache asks the API
// nothing. A form or a payment return marks the browser's cart and wishlist notes stale inside the
// cache rules, which so see the cookie and keep that answer private. Page scripts are deferred to
// the window's load inside the cache, so a cached page keeps them deferred.
export const onRequest = sequence(
  routeRecorder,
  refuseCrossSiteWrites,
  cacheRules,
  staleCountNotes,
  compressAnswers,
  pageCache,
  lateScripts,
  visitTrees,
);
