import type { $Fetch } from 'ofetch';
import type { SessionDataRequest } from '@shop/contract/session';
import { call } from './call.ts';

/** `PUT /api/store-front/session/data`: merges consent and tracking data into the guest session (spec §7). */
export async function saveSessionData(api: $Fetch, data: SessionDataRequest): Promise<void> {
  await call(api, 'PUT /api/store-front/session/data', { body: data });
}
