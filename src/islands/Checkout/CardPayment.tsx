import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from '../../api/api-error';
import { cardConfiguration, processCardPayment } from '../../api/payment';
import type { CardConfiguration } from '../../contract/payment';
import { browserApi } from '../../stores/public-api';
import { es, format } from '../../i18n/es';
import {
  browserData,
  ERROR_INPUT_ID,
  loadRedsysScript,
  postChallenge,
  readCardMessage,
  renderCardForm,
  TOKEN_INPUT_ID,
} from './redsys-browser';

interface Props {
  orderId: number;
  /** Absolute URL the bank sends the shopper back to after a 3-D Secure challenge. */
  returnUrl: string;
  /** Where to go once the payment is authorised. */
  successUrl: string;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'form' }
  | { kind: 'processing' }
  | { kind: 'challenge' }
  | { kind: 'failed'; message: string };

const CARD_FORM_ID = 'card-form';

/**
 * The card step (spec §7 "Card payment (in-site)"): the bank's form in an iframe gives an idOper
 * (the shop never sees the card number), the API charges it; a denial can be retried with a new
 * attempt, a challenge goes to the bank's page. One payment runs at a time: a second message or
 * click while one is processing is ignored, and the API never charges a paid order twice.
 */
export default function CardPayment({ orderId, returnUrl, successUrl }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const config = useRef<CardConfiguration | null>(null);
  const busy = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);

  const start = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      config.current = await cardConfiguration(browserApi.silent, orderId);
      await loadRedsysScript(config.current.script_url);
      setPhase({ kind: 'form' });
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 422) window.location.assign(successUrl);
      else setPhase({ kind: 'failed', message: failure.body?.message ?? es.payment.scriptFailed });
    }
  }, [orderId, successUrl]);

  useEffect(() => {
    start();
  }, [start]);

  useEffect(() => {
    if (phase.kind === 'form' && config.current) {
      const container = document.getElementById(CARD_FORM_ID);
      if (container && !container.firstChild) renderCardForm(CARD_FORM_ID, config.current, es.checkout.pay);
    }
  }, [phase]);

  useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      if (busy.current || !config.current) return;
      const result = readCardMessage(event);
      if (!result) return;
      if ('errorCode' in result) {
        setPhase({ kind: 'failed', message: format(es.payment.denied, { reason: result.errorCode }) });
        return;
      }
      busy.current = true;
      setPhase({ kind: 'processing' });
      try {
        const payment = await processCardPayment(browserApi.silent, {
          orderId,
          idOper: result.idOper,
          redsysOrder: config.current.order,
          browser: browserData(),
          returnUrl,
        });
        if (payment.status === 'challenge') {
          setPhase({ kind: 'challenge' });
          postChallenge(payment.challenge.acs_url, payment.challenge.creq);
        } else if (payment.status === 'authorised') {
          window.location.assign(successUrl);
        } else {
          busy.current = false;
          setPhase({ kind: 'failed', message: format(es.payment.denied, { reason: payment.message }) });
        }
      } catch (error) {
        busy.current = false;
        setPhase({ kind: 'failed', message: toApiError(error).body?.message ?? es.forms.failed });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [orderId, returnUrl, successUrl]);

  useEffect(() => {
    if (phase.kind === 'failed') status.current?.focus();
  }, [phase]);

  const retry = () => {
    busy.current = false;
    const container = document.getElementById(CARD_FORM_ID);
    container?.replaceChildren();
    start();
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
    </div>
  );
}
