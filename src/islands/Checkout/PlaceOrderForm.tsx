import { type FormEvent, useRef, useState } from 'react';
import type { Cart } from '@shop/contract/cart';
import type { PaymentMethod, PaymentMethodCode } from '@shop/contract/checkout';
import { es, format } from '../../i18n/es';
import { formatPrice } from '../../lib/format/format';
import { checkout as store } from '../../stores/checkout';
import { PostForm } from '../shared/PostForm';
import { PAYMENT_POSTS } from '../../lib/forms/form-posts';
import { RadioCards } from '../shared/RadioCards';
import { useCheckoutView } from './use-checkout-view';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface Props {
  methods: PaymentMethod[];
  chosen: PaymentMethodCode | null;
  notes: string;
  summary: Cart;
  /** A refused post without JavaScript: the API's messages by field. */
  fields: Record<string, string>;
}

interface NotesProps {
  notes: string;
  error?: string;
  onNotes(notes: string): void;
}

/** The order's notes for the shop (a doorbell, a time to call), with the API's message under them. */
function OrderNotes({ notes, error, onNotes }: NotesProps) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor="checkout-notes" className="font-medium">
        {es.checkout.notes}
      </label>
      <textarea
        id="checkout-notes"
        name="notes"
        rows={3}
        maxLength={500}
        value={notes}
        onChange={(event) => onNotes(event.currentTarget.value)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'checkout-notes-error' : undefined}
        className="rounded-md border border-gray-500 px-3 py-2 text-base"
      />
      {error && (
        <p id="checkout-notes-error" className="font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * How to pay, the notes and 'Confirmar y pagar {total}': the total is the summary's, so a coupon
 * applied in place changes it too. A plain form without JavaScript; hydrated, it saves and places
 * the order through $checkout and goes to the pay page, the API's reasons beside their fields.
 */
export default function PlaceOrderForm({ methods, chosen, notes: initialNotes, summary, fields }: Props) {
  const { view, live } = useCheckoutView({ summary });
  const [method, setMethod] = useState<PaymentMethodCode | null>(chosen);
  const [notes, setNotes] = useState(initialNotes);
  const [errors, setErrors] = useState<Record<string, string>>(fields);
  const total = (view.summary ?? summary).totals.total;
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration([form], (typed) => {
    const picked = methods.find((option) => option.code === typed.get('payment_method'));
    if (picked) setMethod(picked.code);
    setNotes((shown) => typed.get('notes') ?? shown);
  });

  const place = async (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    if (!method) return setErrors({ payment_method: es.checkout.checks.paymentMethod });
    const outcome = await store.placeOrder(method, notes.trim());
    if (outcome.ok) window.location.assign(`/checkout/pay?order=${outcome.value.id}`);
    else setErrors(outcome.fields);
  };

  const other = Object.entries(errors).find(([key]) => key !== 'payment_method' && key !== 'notes')?.[1];
  return (
    <PostForm form={form} post={PAYMENT_POSTS.place} className="grid gap-4" onSubmit={place} data-place-order>
      <RadioCards
        name="payment_method"
        legend={es.checkout.methods}
        legendClassName="mb-1 text-xl font-semibold"
        options={methods.map((option) => ({ value: option.code, label: option.name }))}
        chosen={method}
        onChoose={(code) => {
          setMethod(code);
          setErrors(({ payment_method: _, ...rest }) => rest);
        }}
        required
        aria-invalid={errors.payment_method ? 'true' : undefined}
        aria-describedby={errors.payment_method ? 'payment-method-error' : undefined}
      />
      {errors.payment_method && (
        <p id="payment-method-error" className="font-medium text-red-700">
          {errors.payment_method}
        </p>
      )}
      <OrderNotes notes={notes} error={errors.notes} onNotes={setNotes} />
      {other && (
        <p className="font-medium text-red-700" role="alert">
          {other}
        </p>
      )}
      <p className="text-sm">
        {es.checkout.terms}{' '}
        <a href="/links/terminos-condiciones" className="underline">
          {es.legal.titles.terminos}
        </a>
      </p>
      <button
        type="submit"
        className="btn-primary min-h-12 justify-self-start text-lg"
        disabled={view.busy !== null && view.busy !== 'carriers'}
      >
        {format(es.checkout.placeOrderPay, { total: formatPrice(total) })}
      </button>
    </PostForm>
  );
}
