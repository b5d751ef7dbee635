import { requestEnded, requestStarted } from './loading';
import { showToast } from './toasts';
import { sessionAhead } from '../api/cart-ahead';
import { type ApiClient, createApiClient } from '../api/client';
import { toastForFailure } from '../api/errors';

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
    // A new shopper's early add opened the session before this client came: its calls join it.
    sessionAhead,
  });
}
