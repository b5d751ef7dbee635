import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BlockList } from 'node:net';
import { accessLogLine, errorLogLine, loggablePath } from './access-log';
import { clientAddress, trustedProxies } from './client-address';
import { httpDuration, httpRequests, pageCacheLookups, registry } from './metrics';
import { isMetricsClient } from './metrics-access';
import { type RequestContext, requestIdFor, withRequestContext } from './request-context';

/** The header the page cache answers with (HIT, MISS, STALE); see server/http/page-cache-middleware.ts. */
const PAGE_CACHE_HEADER = 'x-page-cache';
export const METRICS_PATH = '/metrics';

/**
 * The route label of a request no on-demand route answered: a file of the build (script, style,
 * image), a pre-rendered page, or nothing at all.
 */
function fallbackRoute(path: string, status: number): string {
  if (status === 404) return 'not-found';
  return /\.[a-z0-9]+$/i.test(path) || path.startsWith('/_astro/') ? 'static' : 'prerendered';
}

async function answerMetrics(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(await registry.metrics());
}

export interface ObserveOptions {
  /** Networks besides the loopback allowed to read /metrics (METRICS_ALLOW). */
  metricsAllow: readonly string[];
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); default the loopback. */
  trustedProxies?: BlockList;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

/**
 * Wraps the server's handler so an operator can see it: a request id (kept from a proxy or made
 * here) on the response and on the API calls made for it, the client's address for the API calls
 * and the shop's limits (behind trusted proxies only, from X-Forwarded-For), one JSON line per request on stdout,
 * errors with their stack on stderr, and Prometheus metrics at /metrics for the loopback and the
 * configured networks only (anyone else gets the shop's 404).
 */
export function observe(handler: RequestListener, options: ObserveOptions): RequestListener {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const logError = options.logError ?? ((line) => process.stderr.write(`${line}\n`));
  const proxies = options.trustedProxies ?? trustedProxies('');
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const context: RequestContext = {
      id: requestIdFor(req.headers['x-request-id']),
      clientAddress: clientAddress(
        { peer: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] },
        proxies,
      ),
    };
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0] ?? '/';
    res.setHeader('X-Request-Id', context.id);
    res.once('finish', () => {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const route = context.route ?? fallbackRoute(path, res.statusCode);
      const cache = res.getHeader(PAGE_CACHE_HEADER);
      const method = req.method ?? 'GET';
      const labels = { route, method, status: String(res.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, durationMs / 1000);
      if (typeof cache === 'string') pageCacheLookups.inc({ state: cache.toLowerCase() });
      log(
        accessLogLine({
          time: new Date().toISOString(),
          method,
          path: loggablePath(url),
          status: res.statusCode,
          durationMs,
          ...(typeof cache === 'string' && { cache }),
          route,
          requestId: context.id,
        }),
      );
    });
    if (path === METRICS_PATH && isMetricsClient(req, options.metricsAllow)) {
      context.route = METRICS_PATH;
      answerMetrics(res).catch((error) => logError(errorLogLine(error, context.id, url)));
      return;
    }
    withRequestContext(context, () => {
      try {
        const answered = handler(req, res) as unknown;
        if (answered instanceof Promise)
          answered.catch((error) => logError(errorLogLine(error, context.id, url)));
      } catch (error) {
        logError(errorLogLine(error, context.id, url));
        if (!res.headersSent) res.writeHead(500);
        res.end();
      }
    });
  };
}
