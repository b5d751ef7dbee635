import type { $Fetch } from 'ofetch';
import { Data } from '@shop/contract/paginated';
import {
  type BrowserData,
  CardConfiguration,
  type CardConfigurationRequest,
  PaymentResult,
  type ProcessRequest,
} from '@shop/contract/payment';
import { readAnswer } from './read-answer.ts';

/** Spec §7 "Card payment (in-site)": what the Redsys card form needs, and the idOper it gives back. */
const REDSYS = '/store-front/api/sales/payment/redsys/in-site';

export async function cardConfiguration(api: $Fetch, orderId: number): Promise<CardConfiguration> {
  const body = await api(`${REDSYS}/card-configuration`, {
    method: 'POST',
    body: { order_id: orderId } satisfies CardConfigurationRequest,
  });
  return readAnswer(
    api,
    'POST /store-front/api/sales/payment/redsys/in-site/card-configuration',
    Data(CardConfiguration),
    body,
  ).data;
}

/** Sends the idOper of the card form; the answer is final, or a 3-D Secure challenge to show. */
export async function processCardPayment(
  api: $Fetch,
  payment: { orderId: number; idOper: string; redsysOrder: string; browser: BrowserData; returnUrl: string },
): Promise<PaymentResult> {
  const body: ProcessRequest = {
    order_id: payment.orderId,
    id_oper: payment.idOper,
    redsys_order: payment.redsysOrder,
    browser: payment.browser,
    return_url: payment.returnUrl,
  };
  const answer = await api(`${REDSYS}/process`, { method: 'POST', body });
  return readAnswer(
    api,
    'POST /store-front/api/sales/payment/redsys/in-site/process',
    Data(PaymentResult),
    answer,
  ).data;
}
