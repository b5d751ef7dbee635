/**
 * The sandbox's front door (`@shop/sandbox-api`), for everything outside this package: scripts
 * that run it, and tests of any runner (Playwright too: nothing here loads Vitest; its fixtures are
 * `@shop/sandbox-api/testing`). Nothing outside the package imports any other of its files.
 */
import { join } from 'node:path';
import type { RunningSandbox, SandboxOptions } from './server.ts';

export type { RunningSandbox, SandboxOptions } from './server.ts';

/** The command line (`sandbox-api`, the package's bin), for a script that runs it as a process. */
export const SANDBOX_MAIN = join(import.meta.dirname, 'main.ts');

/**
 * Starts a sandbox in this process (its database seeded when empty). The server's modules load
 * on the first call, so importing the door for its facts costs nothing of them.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const server = await import('./server.ts');
  return server.startSandbox(options);
}

/** The seeded products, categories and customers tests name. */
export { SEED_FACTS } from './seed/facts.ts';
/** The seeded shops (themed catalogues) and their categories. */
export { SHOPS } from './seed/catalogue-data.ts';
/** The rules its answers follow, which a test of the shop can expect. */
export { FREE_SHIPPING_FROM_CENTS } from './cart/pricing.ts';
export { CARRIERS } from './checkout/carriers.ts';
export { GUEST_LOOKUP_PER_CLIENT_ORDER } from './limits.ts';
/** The text of a PDF it serves (an invoice). */
export { pdfText } from './testing/pdf-text.ts';
