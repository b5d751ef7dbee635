import type { $Fetch } from 'ofetch';
import type {
  BillingAddress,
  BillingAddressRequest,
  SavedAddress,
  ShippingAddressRequest,
} from '@shop/contract/account';
import { call } from './call.ts';

/** Spec §7 "Addresses": under /store-front/api/account/addresses, for a signed-in customer. */

export async function shippingAddresses(api: $Fetch): Promise<SavedAddress[]> {
  return (await call(api, 'GET /store-front/api/account/addresses')).data;
}

export async function createShippingAddress(
  api: $Fetch,
  address: ShippingAddressRequest,
): Promise<SavedAddress> {
  return (await call(api, 'POST /store-front/api/account/addresses', { body: address })).data;
}

export async function updateShippingAddress(
  api: $Fetch,
  id: number,
  address: ShippingAddressRequest,
): Promise<SavedAddress> {
  return (await call(api, 'PUT /store-front/api/account/addresses/{id}', { params: { id }, body: address }))
    .data;
}

export async function deleteShippingAddress(api: $Fetch, id: number): Promise<void> {
  await call(api, 'DELETE /store-front/api/account/addresses/{id}', { params: { id } });
}

export async function markDefaultAddress(api: $Fetch, id: number): Promise<void> {
  await call(api, 'PUT /store-front/api/account/addresses/{id}/mark-as-default', { params: { id } });
}

export async function billingAddress(api: $Fetch): Promise<BillingAddress | null> {
  return (await call(api, 'GET /store-front/api/account/addresses/billing')).data;
}

/** Creates the billing address, or replaces the one there is. */
export async function saveBillingAddress(
  api: $Fetch,
  address: BillingAddressRequest,
  exists: boolean,
): Promise<BillingAddress> {
  const name = exists
    ? 'PUT /store-front/api/account/addresses/billing'
    : 'POST /store-front/api/account/addresses/billing';
  return (await call(api, name, { body: address })).data;
}
