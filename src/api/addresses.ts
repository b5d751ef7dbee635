import type { $Fetch } from 'ofetch';
import {
  BillingAddress,
  type BillingAddressRequest,
  SavedAddress,
  type ShippingAddressRequest,
} from '@shop/contract/account';
import { Data } from '@shop/contract/paginated';
import * as z from 'zod/mini';
import { readAnswer } from './read-answer.ts';

/** Spec §7 "Addresses": under /store-front/api/account/addresses, for a signed-in customer. */
const ADDRESSES = '/store-front/api/account/addresses';
const BILLING = `${ADDRESSES}/billing`;

export async function shippingAddresses(api: $Fetch): Promise<SavedAddress[]> {
  return readAnswer(
    api,
    'GET /store-front/api/account/addresses',
    Data(z.array(SavedAddress)),
    await api(ADDRESSES),
  ).data;
}

export async function createShippingAddress(
  api: $Fetch,
  address: ShippingAddressRequest,
): Promise<SavedAddress> {
  const body = await api(ADDRESSES, { method: 'POST', body: address });
  return readAnswer(api, 'POST /store-front/api/account/addresses', Data(SavedAddress), body).data;
}

export async function updateShippingAddress(
  api: $Fetch,
  id: number,
  address: ShippingAddressRequest,
): Promise<SavedAddress> {
  const body = await api(`${ADDRESSES}/${id}`, { method: 'PUT', body: address });
  return readAnswer(api, 'PUT /store-front/api/account/addresses/{id}', Data(SavedAddress), body).data;
}

export async function deleteShippingAddress(api: $Fetch, id: number): Promise<void> {
  await api(`${ADDRESSES}/${id}`, { method: 'DELETE' });
}

export async function markDefaultAddress(api: $Fetch, id: number): Promise<void> {
  await api(`${ADDRESSES}/${id}/mark-as-default`, { method: 'PUT' });
}

export async function billingAddress(api: $Fetch): Promise<BillingAddress | null> {
  const body = await api(BILLING);
  return readAnswer(
    api,
    'GET /store-front/api/account/addresses/billing',
    Data(z.nullable(BillingAddress)),
    body,
  ).data;
}

/** Creates the billing address, or replaces the one there is. */
export async function saveBillingAddress(
  api: $Fetch,
  address: BillingAddressRequest,
  exists: boolean,
): Promise<BillingAddress> {
  const body = await api(BILLING, { method: exists ? 'PUT' : 'POST', body: address });
  const endpoint = exists
    ? 'PUT /store-front/api/account/addresses/billing'
    : 'POST /store-front/api/account/addresses/billing';
  return readAnswer(api, endpoint, Data(BillingAddress), body).data;
}
