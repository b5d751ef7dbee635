import type { $Fetch } from 'ofetch';
import type { BrowserData, CardConfiguration, PaymentResult } from '@shop/contract/payment';
import { call } from './call.ts';

/** Spec §7 "Card payment (in-site)": what the Redsys card form needs, and the idOper it gives back. */

export async function cardConfiguration(api: $Fetch, orderId: number): Promise<CardConfiguration> {
  const body = { order_id: orderId };
  return (await call(api, 'POST /store-front/api/sales/payment/redsys/in-site/card-configuration', { body }))
    .data;
}

/** Sends the idOper of the card form; the answer is final, or a 3-D Secure challenge to show. */
export async function processCardPayment(
  api: $Fetch,
  payment: { orderId: number; idOper: string; redsysOrder: string; browser: BrowserData; returnUrl: string },
): Promise<PaymentResult> {
  const body = {
    order_id: payment.orderId,
    id_oper: payment.idOper,
    redsys_order: payment.redsysOrder,
    browser: payment.browser,
    return_url: payment.returnUrl,
  };
  return (await call(api, 'POST /store-front/api/sales/payment/redsys/in-site/process', { body })).data;
}
