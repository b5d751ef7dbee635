import type { APIRoute } from 'astro';
import { NO_STORE } from '../server/http/cache-control';

// Answered by the running process on every request: never pre-rendered.
export const prerender = false;

/**
 * `GET /healthz` (liveness): the process is up and serving. It calls nothing, so a slow or down
 * API never gets a healthy process restarted; `/readyz` reports the API.
 */
export const GET: APIRoute = () =>
  Response.json({ status: 'ok' }, { headers: { 'Cache-Control': NO_STORE } });
