import cluster from 'node:cluster';
import { endpointAt } from '@shop/contract/endpoint-paths';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (`GET /metrics`). One registry per process: counters are the
 * process's own totals, which Prometheus sums across instances.
 */
export const registry = new Registry();
// Process memory, CPU, event-loop lag (nodejs_eventloop_lag_*), GC and handles.
collectDefaultMetrics({ register: registry });
// In a worker of `npm run serve`, this registry is what the supervisor sums for the whole instance
// (scripts/serve/cluster-metrics.ts). prom-client answers the supervisor's requests once an
// AggregatorRegistry exists in the worker.
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'Requests answered, by route, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time to answer a request, by route, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const apiDuration = new Histogram({
  name: 'shop_api_call_duration_seconds',
  help: 'Commerce API calls made by the server, by endpoint, method and status (0 = no answer).',
  labelNames: ['endpoint', 'method', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const apiErrors = new Counter({
  name: 'shop_api_call_errors_total',
  help: 'Commerce API calls that failed: an error status, no answer, or an answer outside the contract, by endpoint.',
  labelNames: ['endpoint', 'method', 'kind'] as const,
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: 'shop_page_cache_total',
  help: 'Page cache lookups of public on-demand pages, by state (hit, miss, stale).',
  labelNames: ['state'] as const,
  registers: [registry],
});

/** The endpoint label of a call the contract does not name (never its path: that could be anything). */
export const UNKNOWN_ENDPOINT = 'other';

/**
 * An API call as a metrics label: the contract's path template (`/api/v2/catalog/products/{idOrPath}`),
 * so each call of spec §7 is one series whatever ids, slugs or queries shoppers ask for; a call the
 * contract does not have is `other`. Never a value from the request: a client would choose it, and
 * every new value is a series kept until the process ends.
 */
export function endpointLabel(method: string, path: string): string {
  return endpointAt(method, path)?.split(' ')[1] ?? UNKNOWN_ENDPOINT;
}
