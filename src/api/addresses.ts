import type { $Fetch } from 'ofetch';
import type {
  BillingAddress,
  BillingAddressRequest,
  SavedAddress,
  ShippingAddressRequest,
} from '../contract/account';

/** Spec §7 "Addresses": under /store-front/api/account/addresses, for a signed-in customer. */
const ADDRESSES = '/store-front/api/account/addresses';
const BILLING = `${ADDRESSES}/billing`;

export async function shippingAddresses(api: $Fetch): Promise<SavedAddress[]> {
  return (await api<{ data: SavedAddress[] }>(ADDRESSES)).data;
}

export async function createShippingAddress(
  api: $Fetch,
  address: ShippingAddressRequest,
): Promise<SavedAddress> {
  return (await api<{ data: SavedAddress }>(ADDRESSES, { method: 'POST', body: address })).data;
}

export async function updateShippingAddress(
  api: $Fetch,
  id: number,
  address: ShippingAddressRequest,
): Promise<SavedAddress> {
  return (await api<{ data: SavedAddress }>(`${ADDRESSES}/${id}`, { method: 'PUT', body: address })).data;
}

export async function deleteShippingAddress(api: $Fetch, id: number): Promise<void> {
  await api(`${ADDRESSES}/${id}`, { method: 'DELETE' });
}

export async function markDefaultAddress(api: $Fetch, id: number): Promise<void> {
  await api(`${ADDRESSES}/${id}/mark-as-default`, { method: 'PUT' });
}

export async function billingAddress(api: $Fetch): Promise<BillingAddress | null> {
  return (await api<{ data: BillingAddress | null }>(BILLING)).data;
}

/** Creates the billing address, or replaces the one there is. */
export async function saveBillingAddress(
  api: $Fetch,
  address: BillingAddressRequest,
  exists: boolean,
): Promise<BillingAddress> {
  return (await api<{ data: BillingAddress }>(BILLING, { method: exists ? 'PUT' : 'POST', body: address }))
    .data;
}
