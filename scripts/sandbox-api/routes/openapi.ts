import type { Hono } from 'hono';
import { openApiDocument } from '@shop/contract/openapi';
import type { AppEnv } from '../http/env.ts';
import type { SandboxState } from '../state.ts';

/** Where the sandbox publishes the contract it speaks. */
export const OPENAPI_PATH = '/openapi.json';

/**
 * `GET /openapi.json`: the contract as OpenAPI 3.1, generated from the shop's schemas
 * (src/contract/openapi.ts), with this sandbox as its server. What the API team checks their server
 * against; not a call of the contract itself.
 */
export function openApiRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  let document: object | undefined;
  app.get(OPENAPI_PATH, (c) => {
    document ??= openApiDocument(state.urls.api);
    return c.json(document);
  });
}
