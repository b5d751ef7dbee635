import { useEffect, useRef } from 'react';
import type { PaymentMethod } from '@shop/contract/checkout';
import { es } from '../../i18n/es';
import { type CardOrder, createCardPaymentStore } from '../../stores/card-payment-store';
import { loadBrowserApi } from '../../stores/lazy-api';
import { useStore } from '../shared/use-store';
import OtherMethods from './OtherMethods';
import {
  browserData,
  ERROR_INPUT_ID,
  loadRedsysScript,
  postChallenge,
  readCardMessage,
  renderCardForm,
  TOKEN_INPUT_ID,
} from './redsys-browser';

interface Props extends CardOrder {
  /** Other ways to pay the same order, offered once the card fails. */
  alternatives: readonly PaymentMethod[];
}

const CARD_FORM_ID = 'card-form';

/** The pay page's card step (one per page): its state and calls, with the bank's browser side. */
const cardPayment = createCardPaymentStore({
  api: loadBrowserApi,
  loadScript: loadRedsysScript,
  browser: browserData,
  challenge: postChallenge,
  go: (url) => window.location.assign(url),
});

/**
 * The card step: the bank's form, what the payment is doing, and why it failed with a way to try
 * again (stores/card-payment-store.ts holds the state and the calls).
 */
export default function CardPayment({ orderId, returnUrl, successUrl, alternatives }: Props) {
  const phase = useStore(cardPayment.$phase);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    cardPayment.start({ orderId, returnUrl, successUrl });
  }, [orderId, returnUrl, successUrl]);

  useEffect(() => {
    if (phase.kind !== 'form') return;
    const container = document.getElementById(CARD_FORM_ID);
    if (container && !container.firstChild) renderCardForm(CARD_FORM_ID, phase.config, es.checkout.pay);
  }, [phase]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const result = readCardMessage(event);
      if (!result) return;
      if ('errorCode' in result) cardPayment.refuse(result.errorCode);
      else cardPayment.pay({ orderId, returnUrl, successUrl }, result.idOper);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [orderId, returnUrl, successUrl]);

  useEffect(() => {
    if (phase.kind === 'failed') status.current?.focus();
  }, [phase]);

  const retry = () => {
    document.getElementById(CARD_FORM_ID)?.replaceChildren();
    cardPayment.start({ orderId, returnUrl, successUrl });
  };

  return (
    <div className="card-payment grid gap-4">
      <p className="text-sm">{es.payment.cardNotice}</p>
      <input type="hidden" id={TOKEN_INPUT_ID} />
      <input type="hidden" id={ERROR_INPUT_ID} />
      <div id={CARD_FORM_ID} className={phase.kind === 'form' ? 'min-h-80' : 'hidden'} />
      <p
        ref={status}
        tabIndex={-1}
        role={phase.kind === 'failed' ? 'alert' : 'status'}
        className={
          phase.kind === 'failed'
            ? 'rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium'
            : 'text-sm'
        }
      >
        {phase.kind === 'loading' && es.payment.loading}
        {phase.kind === 'processing' && es.payment.processing}
        {phase.kind === 'challenge' && es.payment.challenge}
        {phase.kind === 'failed' && phase.message}
      </p>
      {phase.kind === 'failed' && (
        <button type="button" className="btn-primary min-h-11 justify-self-start" onClick={retry}>
          {es.payment.retry}
        </button>
      )}
      {phase.kind === 'failed' && <OtherMethods orderId={orderId} methods={alternatives} />}
    </div>
  );
}
