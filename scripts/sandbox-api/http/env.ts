import type { HttpBindings } from '@hono/node-server';

/** Hono environment of the sandbox: the Node request and response, for dropping connections. */
export type AppEnv = { Bindings: Partial<HttpBindings> };

/** Where the sandbox publishes its contract as OpenAPI (routes/openapi.ts): a document, not a call. */
const OPENAPI_DOCUMENT = '/openapi.json';

/** Contract routes are everything the real API would serve; operator and image routes are not. */
export function isContractPath(path: string): boolean {
  // The bank's pages (the Redsys simulator) belong to the bank, not to the commerce API: its
  // maintenance does not take them down.
  return (
    !path.startsWith('/__sandbox/') &&
    !path.startsWith('/images/') &&
    !path.startsWith('/redsys/') &&
    path !== OPENAPI_DOCUMENT
  );
}
