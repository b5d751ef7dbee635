import { atom } from 'nanostores';
import type { ApiClient } from '../api/client';
import { toApiError } from '../api/api-error';
import type { BrowserData, CardConfiguration } from '@shop/contract/payment';
import { es, format } from '../i18n/es';

/** Where the card step is: the bank's form loading or shown, a payment on its way, or why it failed. */
export type CardPhase =
  | { kind: 'loading' }
  | { kind: 'form'; config: CardConfiguration }
  | { kind: 'processing' }
  | { kind: 'challenge' }
  | { kind: 'failed'; message: string };

/** The order being paid and where the shopper goes next. */
export interface CardOrder {
  orderId: number;
  /** Absolute URL the bank sends the shopper back to after a 3-D Secure challenge. */
  returnUrl: string;
  /** Where to go once the payment is authorised (or the order turns out paid). */
  successUrl: string;
}

export interface CardPaymentStoreOptions {
  /** The API client, loaded with the first call (lazy-api.ts). */
  api(): Promise<ApiClient>;
  /** Loads the bank's script (redsys-browser.ts): the form cannot show before it. */
  loadScript(url: string): Promise<void>;
  /** What 3-D Secure asks of the browser (screen, language, time zone). */
  browser(): BrowserData;
  /** Posts the shopper to the bank's challenge page. */
  challenge(acsUrl: string, creq: string): void;
  /** Leaves the page for `url`. */
  go(url: string): void;
}

/**
 * The card step (spec §7 "Card payment (in-site)"): the bank's form in an iframe gives an idOper
 * (the shop never sees the card number), the API charges it; a denial can be retried with a new
 * attempt, a challenge goes to the bank's page. One payment runs at a time: a second message
 * while one is processing is ignored, and the API never charges a paid order twice.
 */
export function createCardPaymentStore(options: CardPaymentStoreOptions) {
  const $phase = atom<CardPhase>({ kind: 'loading' });
  const calls = async () => {
    const [payment, api] = await Promise.all([import('../api/payment'), options.api()]);
    return { ...payment, api };
  };

  /** Asks for a new attempt's configuration and shows the bank's form; a paid order goes on. */
  async function start(order: CardOrder): Promise<void> {
    $phase.set({ kind: 'loading' });
    try {
      const { cardConfiguration, api } = await calls();
      const config = await cardConfiguration(api.silent, order.orderId);
      await options.loadScript(config.script_url);
      $phase.set({ kind: 'form', config });
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 422) options.go(order.successUrl);
      else $phase.set({ kind: 'failed', message: failure.body?.message ?? es.payment.scriptFailed });
    }
  }

  /** The bank's form refused the card before any charge. */
  function refuse(errorCode: string): void {
    if ($phase.get().kind !== 'form') return;
    $phase.set({ kind: 'failed', message: format(es.payment.denied, { reason: errorCode }) });
  }

  /** Charges the card the bank's form tokenised (its idOper). */
  async function pay(order: CardOrder, idOper: string): Promise<void> {
    const phase = $phase.get();
    if (phase.kind !== 'form') return;
    $phase.set({ kind: 'processing' });
    try {
      const { processCardPayment, api } = await calls();
      const payment = await processCardPayment(api.silent, {
        orderId: order.orderId,
        idOper,
        redsysOrder: phase.config.order,
        browser: options.browser(),
        returnUrl: order.returnUrl,
      });
      if (payment.status === 'challenge') {
        $phase.set({ kind: 'challenge' });
        options.challenge(payment.challenge.acs_url, payment.challenge.creq);
      } else if (payment.status === 'authorised') {
        options.go(order.successUrl);
      } else {
        $phase.set({ kind: 'failed', message: format(es.payment.denied, { reason: payment.message }) });
      }
    } catch (error) {
      $phase.set({ kind: 'failed', message: toApiError(error).body?.message ?? es.forms.failed });
    }
  }

  return { $phase, start, refuse, pay };
}

export type CardPaymentStore = ReturnType<typeof createCardPaymentStore>;
