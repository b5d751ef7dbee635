import { API_URL } from 'astro:env/server';
import { ofetch } from 'ofetch';
import { getCategoryTree } from '../../api/catalog';
import { ROOT_CATEGORY_ID } from '../../lib/constants';

/**
 * A readiness probe waits this long for the API. Short: a load balancer asks every few seconds
 * and must take a hung API as down long before a page render would give up (8 s).
 */
export const READINESS_TIMEOUT_MS = 2_000;

/** One attempt, no retries: the probe reports the API as it is now, the balancer asks again. */
const probeApi = ofetch.create({
  baseURL: API_URL,
  headers: { Accept: 'application/json' },
  timeout: READINESS_TIMEOUT_MS,
  retry: 0,
});

/**
 * Whether the commerce API answers a cheap read in time: the menu's tree call (the root, two
 * levels, which every page's menu already needs), asked for the probe's own path.
 */
export async function apiIsReachable(): Promise<boolean> {
  try {
    await getCategoryTree(probeApi, ROOT_CATEGORY_ID, { path: '/readyz', query: '' });
    return true;
  } catch {
    return false;
  }
}
