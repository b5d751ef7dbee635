import { requestEnded, requestStarted } from '../stores/loading';
import { showToast } from '../stores/toasts';
import { type ApiClient, createApiClient } from './client';
import { toastForFailure } from './errors';

/**
 * The API client for islands: failures become the §8 toasts and requests move the loading bar.
 * Create it once per page (a thin module reading `PUBLIC_API_URL` from astro:env/client does).
 */
export function createBrowserApi(baseURL: string): ApiClient {
  return createApiClient({
    baseURL,
    onError: (error) => {
      const toast = toastForFailure(error);
      if (toast) showToast(toast);
    },
    onRequestStart: requestStarted,
    onRequestEnd: requestEnded,
  });
}
