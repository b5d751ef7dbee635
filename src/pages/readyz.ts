import type { APIRoute } from 'astro';
import { apiIsReachable } from '../server/http/readiness';
import { NO_STORE } from '../server/http/cache-control';

// Answered by the running process on every request: never pre-rendered.
export const prerender = false;

/**
 * `GET /readyz` (readiness): 200 when the commerce API answers a cheap read within
 * READINESS_TIMEOUT_MS, 503 otherwise, so a load balancer sends shoppers to servers that can
 * render product pages and take orders.
 */
export const GET: APIRoute = async () => {
  const ready = await apiIsReachable();
  return Response.json(
    { status: ready ? 'ok' : 'unavailable', api: ready ? 'reachable' : 'unreachable' },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': NO_STORE } },
  );
};
