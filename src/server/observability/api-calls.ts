import { performance } from 'node:perf_hooks';
import { apiDuration, apiErrors, endpointLabel } from './metrics';
import { currentRequest } from './request-context';

/**
 * `fetch` for the server's API clients: it sends the request id on (X-Request-Id, so the API's
 * logs join the shop's) and times each call for the metrics, by endpoint and status.
 */
export function observedFetch(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const id = currentRequest()?.id;
    if (id) request.headers.set('X-Request-Id', id);
    const labels = {
      endpoint: endpointLabel(request.method, new URL(request.url).pathname),
      method: request.method,
    };
    const started = performance.now();
    try {
      const response = await inner(request);
      apiDuration.observe(
        { ...labels, status: String(response.status) },
        (performance.now() - started) / 1000,
      );
      if (response.status >= 500) apiErrors.inc({ ...labels, kind: 'status' });
      return response;
    } catch (error) {
      apiDuration.observe({ ...labels, status: '0' }, (performance.now() - started) / 1000);
      apiErrors.inc({ ...labels, kind: 'network' });
      throw error;
    }
  };
}
