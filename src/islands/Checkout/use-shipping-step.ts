import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { SavedAddress, ShippingAddress } from '@shop/contract/account';
import type { AvailableCarrier, Checkout, CheckoutChanges } from '@shop/contract/checkout';
import { es } from '../../i18n/es';
import { ADDRESS_FIELDS, type AddressField } from '../../lib/account/address-layout';
import { addressFieldProblem, addressProblems } from '../../lib/checkout/field-checks';
import { checkout as store } from '../../stores/checkout';
import type { CheckoutView } from '../../stores/checkout-store';
import { type AddressErrors, useAddressFields } from './use-address-fields';
import { useCheckoutView } from './use-checkout-view';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface ShippingStepProps {
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

/** What the carriers on screen were asked for and is not saved yet: saved with the carrier. */
type Pending = 'saved' | 'address' | null;

/** How the API names the address's fields in the checkout's 422 (`shipping_address.postal_code`). */
const PREFIX = 'shipping_address.';

/** The API's address messages by field of the form; anything else it said, as one message. */
function split(fields: Record<string, string>) {
  const address: AddressErrors = {};
  let other: string | null = null;
  for (const [key, message] of Object.entries(fields)) {
    const name = (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key) as AddressField;
    if (ADDRESS_FIELDS.includes(name)) address[name] = message;
    else other ??= message;
  }
  return { address, other };
}

/** The address is saved: the carriers' heading comes into view and takes focus. */
function showCarriers(heading: RefObject<HTMLHeadingElement | null>): void {
  heading.current?.scrollIntoView({ block: 'start' });
  heading.current?.focus({ preventScroll: true });
  history.replaceState(history.state, '', '#carriers-title');
}

/** The step's three forms: the new address, the saved addresses, the carriers. */
function useShippingForms() {
  return {
    form: useRef<HTMLFormElement>(null),
    savedForm: useRef<HTMLFormElement>(null),
    carriersForm: useRef<HTMLFormElement>(null),
    heading: useRef<HTMLHeadingElement>(null),
  };
}

/**
 * The shipping step's state: the new address's fields, the saved address picked, what is not saved
 * yet, the carriers' message, and the actions that ask for carriers as the shopper types.
 */
function useShippingChoices({ checkout, saved, carriers, address, posted }: ShippingStepProps) {
  const refs = useShippingForms();
  const fields = useAddressFields(
    address,
    posted.intent === 'address' ? split(posted.fields).address : {},
    refs.form,
  );
  const [savedId, setSavedId] = useState<number | null>(
    checkout.shipping_address_id ?? saved.find((option) => option.is_default)?.id ?? null,
  );
  const [pending, setPending] = useState<Pending>(null);
  const [carrierError, setCarrierError] = useState<string | null>(
    posted.intent === 'carrier' ? (Object.values(posted.fields)[0] ?? null) : null,
  );
  const initialCode = checkout.shipping_address?.postal_code ?? null;
  const refresh = async (code: string, source: 'saved' | 'address') => {
    const outcome = await store.refreshCarriers(code);
    if (!outcome.ok && source === 'address')
      fields.setError('postal_code', outcome.fields.postal_code ?? null);
    if (outcome.ok && code !== initialCode) setPending(source);
  };
  useTypedBeforeHydration([refs.form, refs.savedForm, refs.carriersForm], (typed) => {
    fields.keepTyped(typed);
    const savedPick = Number(typed.get('shipping_address_id'));
    if (saved.some((option) => option.id === savedPick)) setSavedId(savedPick);
    const carrierPick = Number(typed.get('carrier_id'));
    if (carriers.some((option) => option.id === carrierPick)) store.chooseCarrier(carrierPick);
    // A postal code typed before: its carriers, as if typed now.
    const code = typed.get('postal_code') ?? '';
    if (code !== (address?.postal_code ?? '') && !addressFieldProblem('postal_code', code))
      void refresh(code, 'address');
  });
  return { refs, fields, savedId, setSavedId, pending, setPending, carrierError, setCarrierError, refresh };
}

type Choices = ReturnType<typeof useShippingChoices>;

/** The three forms' submits, hydrated: each saves through the checkout store, the API's messages beside their fields. */
function shippingSubmits(live: boolean, view: CheckoutView, choices: Choices) {
  const { refs, fields, savedId, pending, setPending, setCarrierError } = choices;
  const save = async (changes: CheckoutChanges, then: () => void) => {
    const outcome = await store.saveShipping(changes);
    if (outcome.ok) {
      setPending(null);
      then();
      return;
    }
    const { address: refused, other } = split(outcome.fields);
    if (Object.keys(refused).length > 0) fields.showErrors(refused);
    setCarrierError(other);
  };
  const thenShowCarriers = () => requestAnimationFrame(() => showCarriers(refs.heading));
  /** The form's own post runs without JavaScript; hydrated, the island sends it. */
  const hydrated = (submit: () => void) => (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    submit();
  };
  return {
    submitAddress: hydrated(() => {
      if (fields.showErrors(addressProblems(fields.values))) return;
      void save({ shipping_address: { ...fields.values, country: 'ES' } }, thenShowCarriers);
    }),
    submitSaved: hydrated(() => {
      if (savedId === null) return setCarrierError(es.checkout.chooseAddress);
      void save({ shipping_address_id: savedId }, thenShowCarriers);
    }),
    submitCarrier: hydrated(() => {
      if (view.carrierId === null) return setCarrierError(es.checkout.chooseCarrier);
      const changes: CheckoutChanges = { carrier_id: view.carrierId };
      if (pending === 'address') {
        if (fields.showErrors(addressProblems(fields.values))) return;
        changes.shipping_address = { ...fields.values, country: 'ES' };
      } else if (pending === 'saved' && savedId !== null) changes.shipping_address_id = savedId;
      void save(changes, () => window.location.assign('/checkout/payment'));
    }),
  };
}

/**
 * The shipping step as its island holds it (ShippingStep.tsx): the checkout's view, the step's
 * state and forms, and what each change or submit does.
 */
export function useShippingStep(props: ShippingStepProps) {
  const { checkout, saved, carriers, carrierId } = props;
  const initialCode = checkout.shipping_address?.postal_code ?? null;
  const { view, live } = useCheckoutView({ checkout, carriers, carriersFor: initialCode, carrierId });
  const choices = useShippingChoices(props);
  const { fields, refresh, setSavedId, setCarrierError } = choices;
  const onValue = (field: AddressField, value: string) => {
    fields.typeValue(field, value);
    if (field === 'postal_code' && !addressFieldProblem(field, value)) void refresh(value, 'address');
  };
  const pickSaved = (id: number) => {
    setSavedId(id);
    const option = saved.find((address) => address.id === id);
    if (option) void refresh(option.postal_code, 'saved');
  };
  const chooseCarrier = (id: number) => {
    setCarrierError(null);
    store.chooseCarrier(id);
  };
  return {
    view,
    live,
    ...choices,
    ...shippingSubmits(live, view, choices),
    onValue,
    pickSaved,
    chooseCarrier,
  };
}
