import { unreachableReason } from '../../api/reachable.ts';

/**
 * Timeout of one server-side API read (server-api.ts) and of the build's first question: a slow
 * API must not hold a page render for long. Here, not in server-api.ts, because the build's config
 * asks that question before Astro's environment (`astro:env`) exists.
 */
export const SERVER_API_TIMEOUT_MS = 8_000;

/** The error a build fails with when the commerce API cannot be reached: it names the API and how to start it. */
export function unreachableApi(apiUrl: string, reason: string): Error {
  return new Error(
    `Cannot build the shop: the commerce API at ${apiUrl} could not be reached (${reason}). Start it with \`npm run sandbox\` or set API_URL.`,
  );
}

/**
 * Asks the API anything before the build compiles a line (astro.config.mjs, `astro:build:start`):
 * any HTTP answer will do, since the pages' reads report their own failures; a refused connection,
 * an unknown host or no answer in time fails the build at once, not after the bundling (some 13
 * CPU-s and half a minute on this machine) has been done for nothing.
 */
export async function expectApiReachable(apiUrl: string): Promise<void> {
  const reason = await unreachableReason(apiUrl, SERVER_API_TIMEOUT_MS);
  if (reason !== null) throw unreachableApi(apiUrl, reason);
}
