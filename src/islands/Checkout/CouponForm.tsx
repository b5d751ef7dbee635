import type { FormEvent } from 'react';
import type { Cart } from '@shop/contract/cart';
import { es, format } from '../../i18n/es';
import { checkout as store } from '../../stores/checkout';
import { TextField } from '../shared/TextField';
import { SecondaryButton } from './SecondaryButton';
import { useCheckoutView } from './use-checkout-view';
import { useOneField } from './use-one-field';
import { PostForm } from '../shared/PostForm';
import { PAYMENT_POSTS } from '../../lib/forms/form-posts';

interface Props {
  /** The cart in checkout the server read: its coupon, if one is on. */
  summary: Cart;
  /** A refused post without JavaScript: the code typed and the API's reason. */
  posted: { code: string; error: string | null };
}

interface AppliedProps {
  coupon: NonNullable<Cart['coupon']>;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The coupon the cart holds, and a plain form taking it off. */
function AppliedCoupon({ coupon, busy, onSubmit }: AppliedProps) {
  return (
    <PostForm
      post={PAYMENT_POSTS['coupon-remove']}
      className="grid gap-2"
      onSubmit={onSubmit}
      data-coupon-applied
    >
      <p className="text-sm">{format(es.checkout.couponOn, { code: coupon.code, name: coupon.name })}</p>
      <SecondaryButton busy={busy}>{format(es.checkout.removeCoupon, { code: coupon.code })}</SecondaryButton>
    </PostForm>
  );
}

/**
 * The payment step's coupon: apply a code, or take the one applied off. Its server HTML is two
 * plain forms (Post/Redirect/Get); hydrated, both work in place through $checkout, which updates
 * the summary, the order button's total and the cart ($cart, the mini cart of every tab). A
 * refused code stays in its box with the API's reason beside it; a failed call is the §8 toast and
 * the code stays typed.
 */
export default function CouponForm({ summary, posted }: Props) {
  const { view, live } = useCheckoutView({ summary });
  // A code typed again takes the message away; an empty box keeps it.
  const {
    form,
    value: code,
    setValue: setCode,
    setError,
    said,
    setSaid,
    field,
  } = useOneField('code', { value: posted.code, error: posted.error }, (typed, shown) =>
    typed.trim() ? null : shown,
  );
  const coupon = (view.summary ?? summary).coupon;
  const busy = view.busy === 'coupon';

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    setSaid('');
    const outcome = await store.applyCoupon(code);
    if (outcome.ok) {
      setError(null);
      setCode('');
      setSaid(es.checkout.couponApplied);
    } else if (Object.keys(outcome.fields).length > 0) {
      setError(outcome.fields.code ?? Object.values(outcome.fields)[0] ?? null);
      document.getElementById('coupon-code')?.focus();
    }
  };

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    setSaid('');
    const outcome = await store.removeCoupon();
    if (outcome.ok) setSaid(es.checkout.couponRemoved);
  };

  return (
    <div className="grid content-start gap-3" data-coupon>
      {coupon && <AppliedCoupon coupon={coupon} busy={busy} onSubmit={remove} />}
      <PostForm
        form={form}
        post={PAYMENT_POSTS.coupon}
        className="grid content-start gap-3"
        ownChecks
        onSubmit={apply}
        data-coupon-form
      >
        <TextField
          {...field}
          idPrefix="coupon"
          label={es.checkout.coupon}
          maxLength={40}
          autoComplete="off"
        />
        <SecondaryButton busy={busy}>{es.checkout.applyCoupon}</SecondaryButton>
      </PostForm>
      <p role="status" className="text-sm">
        {said}
      </p>
    </div>
  );
}
