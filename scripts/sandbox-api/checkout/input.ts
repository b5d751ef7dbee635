import type { SavedAddress, ShippingAddress } from '@shop/contract/account';
import { checkEmail } from '../accounts/account-rules.ts';
import {
  ADDRESS_MESSAGES,
  checkBillingAddress,
  checkShippingAddress,
  normalizeSpanishPhone,
} from '../accounts/address-rules.ts';
import { type FieldCollector, fieldErrors, optionalText } from '../accounts/validation.ts';
import { carriersFor } from './carriers.ts';
import { paymentMethod } from './payment-methods.ts';
import type { CheckoutPatch, CheckoutRecord } from './store.ts';

/** Longest delivery note, in characters. */
export const NOTES_MAX = 500;

export const CHECKOUT_MESSAGES = {
  addressObject: 'La dirección debe ser un objeto con sus campos.',
  savedAddressGuest: 'Inicia sesión para usar tus direcciones guardadas.',
  savedAddressUnknown: 'La dirección seleccionada no existe.',
  bothAddresses: 'Indica una dirección nueva o elige una guardada, no las dos.',
  carrierNeedsAddress: 'Indica primero la dirección de envío.',
  carrierUnavailable: 'Este método de envío no está disponible para tu código postal.',
  paymentMethod: 'Elige un método de pago válido.',
} as const;

/** What checking a `PUT` needs besides its body. */
export interface PatchContext {
  current: CheckoutRecord;
  /** The customer's id when logged in (saved addresses are theirs only). */
  userId: number | null;
  savedAddress(userId: number, id: number): SavedAddress | null;
  /** The cart's subtotal after discounts, which prices the carriers. */
  amountCents: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `PUT /api/v2/sales/checkout` body as the fields to change: every key is optional, `null` clears
 * it, unknown keys are ignored (Laravel's validated() drops them). All errors come back at once in a
 * 422, keyed like Laravel's (`shipping_address.postal_code`). A new shipping address in another
 * zone drops a carrier that does not deliver there, so the checkout goes back to the shipping step.
 */
export function parseCheckoutPatch(body: Record<string, unknown>, context: PatchContext): CheckoutPatch {
  const out = fieldErrors();
  const patch: CheckoutPatch = {};
  const given = (field: string) => field in body;
  const cleared = (field: string) => body[field] === null;

  if (given('email')) patch.email = cleared('email') ? null : checkEmail(body, 'email', out) || null;
  if (given('phone')) patch.phone = cleared('phone') ? null : checkPhone(body, out);
  const shippingValid = checkShipping(body, context, out, patch);
  if (given('billing_address')) {
    const value = body.billing_address;
    if (value === null) patch.billing_address = null;
    else if (!isObject(value)) out.add('billing_address', CHECKOUT_MESSAGES.addressObject);
    else patch.billing_address = checkBillingAddress(value, out, 'billing_address.');
  }
  if (given('payment_method')) {
    if (cleared('payment_method')) patch.payment_method = null;
    else {
      const method = paymentMethod(body.payment_method);
      if (method) patch.payment_method = method.code;
      else out.add('payment_method', CHECKOUT_MESSAGES.paymentMethod);
    }
  }
  if (given('notes')) patch.notes = optionalText(body, 'notes', 'notas', NOTES_MAX, out);
  // Against an invalid new address the carrier cannot be checked; the address errors say enough.
  if (shippingValid) checkCarrier(body, context, out, patch);
  out.throwIfAny();
  return patch;
}

function checkPhone(body: Record<string, unknown>, out: FieldCollector): string | null {
  const phone = typeof body.phone === 'string' ? normalizeSpanishPhone(body.phone) : null;
  if (!phone) out.add('phone', ADDRESS_MESSAGES.phone);
  return phone;
}

/**
 * `shipping_address` (a new address) or `shipping_address_id` (a saved one of the customer); false
 * when what was given is invalid.
 */
function checkShipping(
  body: Record<string, unknown>,
  context: PatchContext,
  out: FieldCollector,
  patch: CheckoutPatch,
): boolean {
  const byId = body.shipping_address_id !== undefined && body.shipping_address_id !== null;
  const byValue = body.shipping_address !== undefined && body.shipping_address !== null;
  const fail = (field: string, message: string) => {
    out.add(field, message);
    return false;
  };
  if (byId && byValue) return fail('shipping_address_id', CHECKOUT_MESSAGES.bothAddresses);
  if (byId) {
    const id = body.shipping_address_id;
    if (context.userId === null) return fail('shipping_address_id', CHECKOUT_MESSAGES.savedAddressGuest);
    const saved =
      typeof id === 'number' && Number.isInteger(id) && id > 0
        ? context.savedAddress(context.userId, id)
        : null;
    if (!saved) return fail('shipping_address_id', CHECKOUT_MESSAGES.savedAddressUnknown);
    const { id: savedId, is_default: _, ...address } = saved;
    patch.shipping_address = address;
    patch.shipping_address_id = savedId;
    return true;
  }
  if (byValue) {
    if (!isObject(body.shipping_address)) return fail('shipping_address', CHECKOUT_MESSAGES.addressObject);
    const before = Object.keys(out.errors).length;
    const address = checkShippingAddress(body.shipping_address, out, 'shipping_address.');
    if (Object.keys(out.errors).length > before) return false;
    patch.shipping_address = address;
    patch.shipping_address_id = null;
    return true;
  }
  if ('shipping_address' in body || 'shipping_address_id' in body) {
    patch.shipping_address = null;
    patch.shipping_address_id = null;
  }
  return true;
}

/**
 * `carrier_id` must deliver to the shipping address's postal code; without a new carrier, a
 * carrier that does not deliver to a new address is dropped.
 */
function checkCarrier(
  body: Record<string, unknown>,
  context: PatchContext,
  out: FieldCollector,
  patch: CheckoutPatch,
): void {
  const address: ShippingAddress | null =
    patch.shipping_address !== undefined ? patch.shipping_address : context.current.shipping_address;
  const deliverable = (id: unknown) =>
    address !== null &&
    carriersFor(address.postal_code, context.amountCents).some((carrier) => carrier.id === id);
  if ('carrier_id' in body && body.carrier_id !== null) {
    if (!address) out.add('carrier_id', CHECKOUT_MESSAGES.carrierNeedsAddress);
    else if (!deliverable(body.carrier_id)) out.add('carrier_id', CHECKOUT_MESSAGES.carrierUnavailable);
    else patch.carrier_id = body.carrier_id as number;
    return;
  }
  if ('carrier_id' in body) {
    patch.carrier_id = null;
    return;
  }
  if (patch.shipping_address !== undefined && context.current.carrier_id !== null) {
    if (!deliverable(context.current.carrier_id)) patch.carrier_id = null;
  }
}
