import type { FormEvent } from 'react';
import { es } from '../../i18n/es';
import { giftMobileProblem } from '../../lib/checkout/field-checks';
import { checkout as store } from '../../stores/checkout';
import { TextField } from '../shared/TextField';
import { SecondaryButton } from './SecondaryButton';
import { useCheckoutView } from './use-checkout-view';
import { useOneField } from './use-one-field';
import { PostForm } from '../shared/PostForm';
import { PAYMENT_POSTS } from '../../lib/forms/form-posts';

interface Props {
  /** A refused post without JavaScript: the mobile typed and the API's reason. */
  mobile: string;
  error: string | null;
}

/**
 * '¿Es un regalo?': a mobile for the gift card. A plain form without JavaScript (inside the page's
 * `<details>`); hydrated, the mobile is checked as the shopper leaves it, in the API's words, and
 * the request is sent in place, its confirmation said beside it.
 */
export default function GiftCardForm({ mobile: initial, error: initialError }: Props) {
  const { view, live } = useCheckoutView({});
  const {
    form,
    value: mobile,
    setError,
    said,
    setSaid,
    field,
  } = useOneField('mobile', { value: initial, error: initialError }, giftMobileProblem);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    setSaid('');
    const problem = giftMobileProblem(mobile);
    setError(problem);
    if (problem) return document.getElementById('gift-mobile')?.focus();
    const outcome = await store.requestGiftCard(mobile);
    if (outcome.ok) setSaid(es.checkout.giftCardDone);
    else if (Object.keys(outcome.fields).length > 0)
      setError(outcome.fields.mobile ?? Object.values(outcome.fields)[0] ?? null);
  };

  return (
    <PostForm
      form={form}
      post={PAYMENT_POSTS.gift}
      className="mt-2 grid content-start gap-3"
      ownChecks
      onSubmit={submit}
    >
      <p className="text-sm">{es.checkout.giftText}</p>
      <TextField
        {...field}
        idPrefix="gift"
        type="tel"
        label={es.checkout.giftCardMobile}
        onBlur={() => mobile.trim() && setError(giftMobileProblem(mobile))}
        inputMode="tel"
        maxLength={20}
        autoComplete="tel"
      />
      <SecondaryButton busy={view.busy === 'gift'}>{es.checkout.giftCardSend}</SecondaryButton>
      <p role="status" className="text-sm">
        {said}
      </p>
    </PostForm>
  );
}
