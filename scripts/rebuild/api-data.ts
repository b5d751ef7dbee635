import { ofetch } from 'ofetch';
import { fetchPageData, type PageData } from './page-data.ts';

/** One read of the job. */
const API_TIMEOUT_MS = 4_000;
/** Retries of a read that failed with an outage status, as the build's own client does. */
const API_RETRIES = 1;

/**
 * Reads the pre-rendered pages' data through the shop's own API functions (src/api), so the job
 * sees what the build will see. An unreachable API, an error answer or an empty tree is an error:
 * the build would fail on them too, and the live site must then stay as it is.
 */
export async function fetchBuildInputs(apiUrl: string, onRead?: (reads: number) => void): Promise<PageData> {
  const api = ofetch.create({
    baseURL: apiUrl,
    headers: { Accept: 'application/json' },
    timeout: API_TIMEOUT_MS,
    retry: API_RETRIES,
    retryStatusCodes: [408, 425, 429, 500, 502, 504],
  });
  try {
    return await fetchPageData(api, onRead);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the commerce API at ${apiUrl} could not be read: ${reason}`);
  }
}
