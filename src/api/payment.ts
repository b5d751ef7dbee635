import type { $Fetch } from 'ofetch';
import type {
  BrowserData,
  CardConfiguration,
  CardConfigurationRequest,
  PaymentResult,
  ProcessRequest,
} from '../contract/payment';

/** Spec §7 "Card payment (in-site)": what the Redsys card form needs, and the idOper it gives back. */
const REDSYS = '/store-front/api/sales/payment/redsys/in-site';

export async function cardConfiguration(api: $Fetch, orderId: number): Promise<CardConfiguration> {
  return (
    await api<{ data: CardConfiguration }>(`${REDSYS}/card-configuration`, {
      method: 'POST',
      body: { order_id: orderId } satisfies CardConfigurationRequest,
    })
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
  return (await api<{ data: PaymentResult }>(`${REDSYS}/process`, { method: 'POST', body })).data;
}
