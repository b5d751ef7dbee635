import type { FormEvent, RefObject } from 'react';
import { es, format } from '../../i18n/es';
import { formatPrice } from '../../lib/format/format';
import type { CheckoutView } from '../../stores/checkout-store';
import { PostForm } from '../shared/PostForm';
import { SHIPPING_POSTS } from '../../lib/forms/form-posts';
import { RadioCards } from '../shared/RadioCards';

interface Props {
  view: CheckoutView;
  error?: string | null;
  heading: RefObject<HTMLHeadingElement | null>;
  form: RefObject<HTMLFormElement | null>;
  onChoose(id: number): void;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
}

/** A carrier as offered: its name, its price for this cart ('Gratis' at 0) and its days. */
const carrierLine = (carrier: CheckoutView['carriers'][number]) =>
  format(es.checkout.carrierDays, {
    name: carrier.name,
    price: carrier.price === 0 ? es.checkout.free : formatPrice(carrier.price),
    days: carrier.delivery_days,
  });

/**
 * The carriers to the postal code: a plain form posting the chosen one (Post/Redirect/Get), whose
 * list the island replaces in place when the postal code changes. A status line tells screen
 * readers the list changed, without reading it all again.
 */
export function CarrierList({ view, error, heading, form, onChoose, onSubmit }: Props) {
  const { carriers, carriersFor, carrierId, busy } = view;
  const title = format(es.checkout.carriersFor, { postalCode: carriersFor ?? '' });
  return (
    <section aria-labelledby="carriers-title" aria-busy={busy === 'carriers' || undefined}>
      <h2 id="carriers-title" ref={heading} tabIndex={-1} className="mb-3 scroll-mt-4 text-xl font-semibold">
        {title}
      </h2>
      <p role="status" className="sr-only">
        {busy === 'carriers' ? es.checkout.carriersUpdating : ''}
      </p>
      {carriers.length === 0 ? (
        <p>{es.checkout.carriersNone}</p>
      ) : (
        <PostForm
          form={form}
          post={SHIPPING_POSTS.carrier}
          className="grid gap-3"
          data-carriers-form
          onSubmit={onSubmit}
        >
          <RadioCards
            name="carrier_id"
            legend={es.checkout.chooseCarrier}
            legendClassName="mb-1 text-sm"
            options={carriers.map((carrier) => ({ value: carrier.id, label: carrierLine(carrier) }))}
            chosen={carrierId}
            onChoose={onChoose}
            required
          />
          {error && (
            <p className="font-medium text-red-700" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="btn-primary min-h-11 justify-self-start"
            disabled={busy === 'shipping'}
          >
            {es.checkout.continue}
          </button>
        </PostForm>
      )}
    </section>
  );
}
