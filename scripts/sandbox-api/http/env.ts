import type { HttpBindings } from '@hono/node-server';

/** Hono environment of the sandbox: the Node request and response, for dropping connections. */
export type AppEnv = { Bindings: Partial<HttpBindings> };

/** Contract routes are everything the real API would serve; operator and image routes are not. */
export function isContractPath(path: string): boolean {
  return !path.startsWith('/__sandbox/') && !path.startsWith('/images/');
}
