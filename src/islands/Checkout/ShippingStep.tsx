import type { FormEvent, ReactNode, RefObject } from 'react';
import { es } from '../../i18n/es';
import type { AddressField } from '../../lib/account/address-layout';
import { CarrierList } from './CarrierList';
import { SavedAddresses } from './SavedAddresses';
import { type AddressValues, ShippingAddressFields } from './ShippingAddressFields';
import type { AddressErrors } from './use-address-fields';
import { type ShippingStepProps, useShippingStep } from './use-shipping-step';
import { PostForm } from '../shared/PostForm';
import { SHIPPING_POSTS } from '../../lib/forms/form-posts';

interface NewAddressFormProps {
  form: RefObject<HTMLFormElement | null>;
  busy: boolean;
  values: AddressValues;
  errors: AddressErrors;
  /** A message that is no field's (the carriers' list, where it would show, is not on screen). */
  error: string | null;
  onValue(field: AddressField, value: string): void;
  onLeave(field: AddressField): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A new shipping address: a plain form posting it, whose 'Ver transportistas' saves it and shows the carriers. */
function NewAddressForm({
  form,
  busy,
  values,
  errors,
  error,
  onValue,
  onLeave,
  onSubmit,
}: NewAddressFormProps) {
  return (
    <PostForm form={form} post={SHIPPING_POSTS.address} className="grid gap-4" ownChecks onSubmit={onSubmit}>
      <ShippingAddressFields values={values} errors={errors} onValue={onValue} onLeave={onLeave} />
      {error && (
        <p className="font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary min-h-11 justify-self-start" disabled={busy}>
        {es.checkout.showCarriers}
      </button>
    </PostForm>
  );
}

/**
 * Where the new address's form stands: behind its question when the customer has saved addresses
 * (they come first, no empty form), else as the step's own section.
 */
function NewAddressPlace({
  behindSaved,
  open,
  children,
}: {
  behindSaved: boolean;
  open?: boolean;
  children: ReactNode;
}) {
  return behindSaved ? (
    <details className="mb-8 rounded-md border border-gray-300 p-3" open={open} data-other-address>
      <summary className="min-h-11 cursor-pointer py-2 font-medium focus-ring">
        {es.checkout.newAddress}
      </summary>
      {children}
    </details>
  ) : (
    <section aria-labelledby="address-title" className="mb-8">
      <h2 id="address-title" className="mb-3 text-xl font-semibold">
        {es.checkout.shipping}
      </h2>
      {children}
    </section>
  );
}

/**
 * The shipping step: a saved address or a new one, then the carriers. Its server HTML is three
 * plain forms (Post/Redirect/Get). Hydrated, a Spanish postal code typed or a saved address picked
 * refreshes the carriers in place, keeping the one chosen while it delivers there; each field is
 * checked as the shopper leaves it, in the API's words; 'Continuar' saves the address with the
 * carrier in one call, and only then goes on to the payment step.
 */
export default function ShippingStep(props: ShippingStepProps) {
  const { checkout, saved, address, posted } = props;
  const step = useShippingStep(props);
  const { view, refs, fields, carrierError } = step;
  const current = view.checkout ?? checkout;
  const busy = view.busy === 'shipping';
  // Open when it holds the shopper's own address (typed, refused or saved in the checkout).
  const otherOpen = posted.intent === 'address' || Boolean(address?.postal_code) || undefined;
  const carriersShown = Boolean(view.carriersFor && (current.shipping_address || view.carriers.length > 0));
  return (
    <>
      {saved.length > 0 && (
        <SavedAddresses
          saved={saved}
          savedId={step.savedId}
          busy={busy}
          form={refs.savedForm}
          onPick={step.pickSaved}
          onSubmit={step.submitSaved}
        />
      )}
      <NewAddressPlace behindSaved={saved.length > 0} open={otherOpen}>
        <NewAddressForm
          form={refs.form}
          busy={busy}
          values={fields.values}
          errors={fields.errors}
          error={carriersShown ? null : carrierError}
          onValue={step.onValue}
          onLeave={fields.leave}
          onSubmit={step.submitAddress}
        />
      </NewAddressPlace>
      {carriersShown && (
        <CarrierList
          view={view}
          heading={refs.heading}
          form={refs.carriersForm}
          error={carrierError}
          onChoose={step.chooseCarrier}
          onSubmit={step.submitCarrier}
        />
      )}
    </>
  );
}
