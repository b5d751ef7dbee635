import { performance } from 'node:perf_hooks';
import { apiDuration, apiErrors, endpointLabel } from './metrics';
import { currentRequest } from './request-context';

/**
 * The call with the request id added, as `fetch` takes it. An address and options (what ofetch
 * passes) stay as they are, headers aside: a `Request` made of them here would be one more copy of
 * the call (headers and body), which `fetch` then makes again.
 */
function withRequestId(input: RequestInfo | URL, init: RequestInit | undefined, id: string | undefined) {
  if (input instanceof Request) {
    const request = new Request(input, init);
    if (id) request.headers.set('X-Request-Id', id);
    return { input: request, init: undefined, method: request.method, url: request.url };
  }
  let options = init;
  if (id) {
    const headers = new Headers(init?.headers);
    headers.set('X-Request-Id', id);
    options = { ...init, headers };
  }
  return { input, init: options, method: (init?.method ?? 'GET').toUpperCase(), url: String(input) };
}

/**
 * `fetch` for the server's API clients: it sends the request id on (X-Request-Id, so the API's
 * logs join the shop's) and times each call for the metrics, by endpoint and status.
 */
export function observedFetch(inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const call = withRequestId(input, init, currentRequest()?.id);
    const labels = {
      endpoint: endpointLabel(call.method, new URL(call.url).pathname),
      method: call.method,
    };
    const started = performance.now();
    try {
      const response = await inner(call.input, call.init);
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
