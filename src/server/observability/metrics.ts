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

/** A counter of this process's registry. */
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] });

/** A histogram of this process's registry, in SECONDS. */
const seconds = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Histogram<L>({ name, help, labelNames, buckets: SECONDS, registers: [registry] });

export const httpRequests = counter(
  'shop_http_requests_total',
  'Requests answered, by route, method and status.',
  ['route', 'method', 'status'],
);

export const httpDuration = seconds(
  'shop_http_request_duration_seconds',
  'Time to answer a request, by route, method and status.',
  ['route', 'method', 'status'],
);

export const apiDuration = seconds(
  'shop_api_call_duration_seconds',
  'Commerce API calls made by the server, by endpoint, method and status (0 = no answer).',
  ['endpoint', 'method', 'status'],
);

export const apiErrors = counter(
  'shop_api_call_errors_total',
  'Commerce API calls that failed: an error status, no answer, or an answer outside the contract, by endpoint.',
  ['endpoint', 'method', 'kind'],
);

export const pageCacheLookups = counter(
  'shop_page_cache_total',
  'Page cache lookups of public on-demand pages, by state (hit, miss, stale).',
  ['state'],
);

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
