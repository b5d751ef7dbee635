import type { HttpBindings } from '@hono/node-server';
import { isOwnPath } from '../contract-calls.ts';

/** Hono environment of the sandbox: the Node request and response, for dropping connections. */
export type AppEnv = { Bindings: Partial<HttpBindings> };

/**
 * Contract routes are everything the real API would serve; the operator's, the image files and the
 * OpenAPI document are not, and the bank's pages (the Redsys simulator) belong to the bank: the
 * API's maintenance leaves them up.
 */
export function isContractPath(path: string): boolean {
  return !isOwnPath(path);
}
