import { PUBLIC_API_URL } from 'astro:env/client';
import { createBrowserApi } from './browser-api';

/**
 * The islands' API client. It is only called from effects and event handlers, which run in the
 * browser; rendering an island on the server creates it but never sends a request through it.
 */
export const browserApi = createBrowserApi(PUBLIC_API_URL);
