import type { Context, Hono } from 'hono';
import { parseBillingAddress, parseShippingAddress } from '../accounts/address-rules.ts';
import { createAddressStore, MAX_SHIPPING_ADDRESSES } from '../accounts/addresses.ts';
import { validationError } from '../accounts/validation.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { requireUser } from '../http/owner.ts';
import { jsonBody, pathId } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

export const ADDRESSES_PATH = '/store-front/api/account/addresses';
export const BILLING_PATH = `${ADDRESSES_PATH}/billing`;
const NOT_FOUND = 'Dirección no encontrada.';
const TOO_MANY = `Has alcanzado el máximo de ${MAX_SHIPPING_ADDRESSES} direcciones.`;
const IS_DEFAULT = 'El campo is_default debe ser verdadero o falso.';

/** `is_default` of a body: absent is false; anything but a boolean is a 422. */
function asDefault(body: Record<string, unknown>): boolean {
  const value = body.is_default;
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw validationError({ is_default: [IS_DEFAULT] });
  return value;
}

/**
 * A PUT body over the stored address. A new postal code without a province drops the stored
 * province, which then follows from the code (else moving from 08036 to 28001 would be refused
 * for keeping 'Barcelona').
 */
function mergeOver(stored: object | null, body: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...body };
  if ('postal_code' in body && !('province' in body)) delete merged.province;
  return merged;
}

/**
 * The logged-in customer's addresses (spec §7 "Addresses"): shipping addresses with a default,
 * and one billing address. A guest gets 401 'Unauthenticated.'. PUT bodies may carry only the
 * fields that change: the rest keep their stored values, and the whole is validated again.
 */
export function addressRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const store = createAddressStore(state.db);
  const customer = (c: Context) => requireUser(c, state.sessions).id;
  const owned = (c: Context, userId: number) => {
    const id = pathId(c.req.param('id'), NOT_FOUND);
    const address = store.find(userId, id);
    if (!address) throw new HttpError(404, NOT_FOUND);
    return address;
  };

  // Billing first: `/billing` must not be read as an address id.
  app.get(BILLING_PATH, (c) => c.json({ data: store.billing(customer(c)) }));
  // POST and PUT both create or replace the only billing address; they differ in the status only.
  const saveBilling = async (c: Context, status: 200 | 201) => {
    const userId = customer(c);
    store.saveBilling(userId, parseBillingAddress(mergeOver(store.billing(userId), await jsonBody(c))));
    return c.json({ data: store.billing(userId) }, status);
  };
  app.post(BILLING_PATH, (c) => saveBilling(c, 201));
  app.put(BILLING_PATH, (c) => saveBilling(c, 200));

  app.get(ADDRESSES_PATH, (c) => c.json({ data: store.list(customer(c)) }));

  app.post(ADDRESSES_PATH, async (c) => {
    const userId = customer(c);
    const body = await jsonBody(c);
    const address = parseShippingAddress(body);
    const makeDefault = asDefault(body);
    if (store.count(userId) >= MAX_SHIPPING_ADDRESSES) throw validationError({ addresses: [TOO_MANY] });
    return c.json({ data: store.create(userId, address, makeDefault) }, 201);
  });

  app.put(`${ADDRESSES_PATH}/:id`, async (c) => {
    const userId = customer(c);
    const { id, is_default: _, ...stored } = owned(c, userId);
    const body = await jsonBody(c);
    const address = parseShippingAddress(mergeOver(stored, body));
    return c.json({ data: store.update(userId, id, address, asDefault(body)) });
  });

  app.delete(`${ADDRESSES_PATH}/:id`, (c) => {
    const userId = customer(c);
    store.remove(userId, owned(c, userId).id);
    return c.body(null, 204);
  });

  app.put(`${ADDRESSES_PATH}/:id/mark-as-default`, (c) => {
    const userId = customer(c);
    store.markDefault(userId, owned(c, userId).id);
    return c.json({ data: store.list(userId) });
  });
}
