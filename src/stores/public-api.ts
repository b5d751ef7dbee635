import { API_URL } from './api-url';
import { createBrowserApi } from './browser-api';

/**
 * The islands' API client. It is only called from effects and event handlers, which run in the
 * browser; rendering an island on the server creates it but never sends a request through it.
 */
export const browserApi = createBrowserApi(API_URL);
