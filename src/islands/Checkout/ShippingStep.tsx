import { type FormEvent, useRef, useState } from 'react';
import type { SavedAddress, ShippingAddress } from '@shop/contract/account';
import type { AvailableCarrier, Checkout, CheckoutChanges } from '@shop/contract/checkout';
import { es } from '../../i18n/es';
import { ADDRESS_FIELDS, type AddressField } from '../../lib/account/address-layout';
import { provinceForPostalCode } from '../../lib/account/postal-province';
import { addressFieldProblem, addressProblems } from '../../lib/checkout/field-checks';
import { checkout as store } from '../../stores/checkout';
import { CarrierList } from './CarrierList';
import { SavedAddresses } from './SavedAddresses';
import { type AddressValues, ShippingAddressFields } from './ShippingAddressFields';
import { useCheckoutView } from './use-checkout-view';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface Props {
  checkout: Checkout;
  /** The customer's saved addresses (none for a guest). */
  saved: SavedAddress[];
  carriers: AvailableCarrier[];
  carrierId: number | null;
  /** The address the form shows: what a refused post sent, else the checkout's own new address. */
  address: Partial<ShippingAddress> | null;
  /** A refused post (without JavaScript): which form, and the API's messages by field. */
  posted: { intent: string; fields: Record<string, string> };
}

/** How the API names the address's fields in the checkout's 422 (`shipping_address.postal_code`). */
const PREFIX = 'shipping_address.';

const valuesOf = (address: Partial<ShippingAddress> | null): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(address?.[field] ?? '')])) as AddressValues;

/** The API's address messages by field of the form; anything else it said, as one message. */
function split(fields: Record<string, string>) {
  const address: Partial<Record<AddressField, string>> = {};
  let other: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const name = (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key) as AddressField;
    if (ADDRESS_FIELDS.includes(name)) address[name] = message;
    else other ??= message;
  }
  return { address, other };
}

/**
 * The shipping step: a saved address or a new one, then the carriers. Its server HTML is three
 * plain forms (Post/Redirect/Get). Hydrated, a Spanish postal code typed or a saved address picked
 * refreshes the carriers in place, keeping the one chosen while it delivers there; each field is
 * checked as the shopper leaves it, in the API's words; 'Continuar' saves the address with the
 * carrier in one call, and only then goes on to the payment step.
 */
export default function ShippingStep({ checkout, saved, carriers, carrierId, address, posted }: Props) {
  const initialCode = checkout.shipping_address?.postal_code ?? null;
  const { view, live } = useCheckoutView({ checkout, carriers, carriersFor: initialCode, carrierId });
  const [values, setValues] = useState<AddressValues>(() => valuesOf(address));
  const [errors, setErrors] = useState(() =>
    posted.intent === 'address' ? split(posted.fields).address : {},
  );
  const [savedId, setSavedId] = useState<number | null>(
    checkout.shipping_address_id ?? saved.find((option) => option.is_default)?.id ?? null,
  );
  /** What the carriers on screen were asked for and is not saved yet: saved with the carrier. */
  const [pending, setPending] = useState<'saved' | 'address' | null>(null);
  const [carrierError, setCarrierError] = useState<string | null>(
    posted.intent === 'carrier' ? (Object.values(posted.fields)[0] ?? null) : null,
  );
  const form = useRef<HTMLFormElement>(null);
  const savedForm = useRef<HTMLFormElement>(null);
  const carriersForm = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useTypedBeforeHydration([form, savedForm, carriersForm], (typed) => {
    setValues((shown) => {
      const next = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [field, typed.get(field) ?? shown[field]]),
      ) as AddressValues;
      return { ...next, province: provinceForPostalCode(next.postal_code, next.province) };
    });
    const savedPick = Number(typed.get('shipping_address_id'));
    if (saved.some((option) => option.id === savedPick)) setSavedId(savedPick);
    const carrierPick = Number(typed.get('carrier_id'));
    if (carriers.some((option) => option.id === carrierPick)) store.chooseCarrier(carrierPick);
    // A postal code typed before: its carriers, as if typed now.
    const code = typed.get('postal_code') ?? '';
    if (code !== (address?.postal_code ?? '') && !addressFieldProblem('postal_code', code))
      void refresh(code, 'address');
  });
  const current = view.checkout ?? checkout;

  const setError = (field: AddressField, message: string | null) =>
    setErrors((shown) => {
      const next = { ...shown };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  /** Shows every message; true (and focus on the first field) when there is one. */
  const showErrors = (found: Partial<Record<AddressField, string>>) => {
    setErrors(found);
    const first = ADDRESS_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };

  const refresh = async (code: string, source: 'saved' | 'address') => {
    const outcome = await store.refreshCarriers(code);
    if (!outcome.ok && source === 'address') setError('postal_code', outcome.fields.postal_code ?? null);
    if (outcome.ok && code !== initialCode) setPending(source);
  };

  const onValue = (field: AddressField, value: string) => {
    // The province follows the postal code as it is typed, and stays editable.
    setValues((typed) =>
      field === 'postal_code'
        ? { ...typed, postal_code: value, province: provinceForPostalCode(value, typed.province) }
        : { ...typed, [field]: value },
    );
    // A message already shown goes as soon as the value is right; a new one waits for leaving.
    if (errors[field]) setError(field, addressFieldProblem(field, value));
    if (field === 'postal_code' && !addressFieldProblem(field, value)) void refresh(value, 'address');
  };

  const showCarriers = () => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    history.replaceState(history.state, '', '#carriers-title');
  };

  const save = async (changes: CheckoutChanges, then: () => void) => {
    const outcome = await store.saveShipping(changes);
    if (outcome.ok) {
      setPending(null);
      then();
      return;
    }
    const { address: fields, other } = split(outcome.fields);
    if (Object.keys(fields).length > 0) showErrors(fields);
    setCarrierError(other);
  };

  const submitAddress = (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    if (showErrors(addressProblems(values))) return;
    void save({ shipping_address: { ...values, country: 'ES' } }, () => requestAnimationFrame(showCarriers));
  };

  const submitSaved = (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    if (savedId === null) return setCarrierError(es.checkout.chooseAddress);
    void save({ shipping_address_id: savedId }, () => requestAnimationFrame(showCarriers));
  };

  const submitCarrier = (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    if (view.carrierId === null) return setCarrierError(es.checkout.chooseCarrier);
    const changes: CheckoutChanges = { carrier_id: view.carrierId };
    if (pending === 'address') {
      if (showErrors(addressProblems(values))) return;
      changes.shipping_address = { ...values, country: 'ES' };
    } else if (pending === 'saved' && savedId !== null) changes.shipping_address_id = savedId;
    void save(changes, () => window.location.assign('/checkout/payment'));
  };

  const pickSaved = (id: number) => {
    setSavedId(id);
    const option = saved.find((address) => address.id === id);
    if (option) void refresh(option.postal_code, 'saved');
  };

  const busy = view.busy === 'shipping';
  // Open when it holds the shopper's own address (typed, refused or saved in the checkout).
  const otherOpen = posted.intent === 'address' || Boolean(address?.postal_code) || undefined;
  const carriersShown = Boolean(view.carriersFor && (current.shipping_address || view.carriers.length > 0));
  const addressForm = (
    <form
      ref={form}
      method="post"
      action="/checkout/shipping"
      className="grid gap-4"
      noValidate={live}
      onSubmit={submitAddress}
    >
      <input type="hidden" name="intent" value="address" />
      <ShippingAddressFields
        values={values}
        errors={errors}
        onValue={onValue}
        onLeave={(field) => setError(field, addressFieldProblem(field, values[field]))}
      />
      {carrierError && !carriersShown && (
        <p className="font-medium text-red-700" role="alert">
          {carrierError}
        </p>
      )}
      <button type="submit" className="btn-primary min-h-11 justify-self-start" disabled={busy}>
        {es.checkout.showCarriers}
      </button>
    </form>
  );
  return (
    <>
      {saved.length > 0 && (
        <SavedAddresses
          saved={saved}
          savedId={savedId}
          busy={busy}
          form={savedForm}
          onPick={pickSaved}
          onSubmit={submitSaved}
        />
      )}
      {saved.length > 0 ? (
        // Saved addresses come first: another one waits behind its question (no empty form).
        <details className="mb-8 rounded-md border border-gray-300 p-3" open={otherOpen} data-other-address>
          <summary className="min-h-11 cursor-pointer py-2 font-medium focus-ring">
            {es.checkout.newAddress}
          </summary>
          {addressForm}
        </details>
      ) : (
        <section aria-labelledby="address-title" className="mb-8">
          <h2 id="address-title" className="mb-3 text-xl font-semibold">
            {es.checkout.shipping}
          </h2>
          {addressForm}
        </section>
      )}
      {carriersShown && (
        <CarrierList
          view={view}
          heading={heading}
          form={carriersForm}
          error={carrierError}
          onChoose={(id) => {
            setCarrierError(null);
            store.chooseCarrier(id);
          }}
          onSubmit={submitCarrier}
        />
      )}
    </>
  );
}
