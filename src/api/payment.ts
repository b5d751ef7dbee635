import type { $Fetch } from 'ofetch';

/** Spec §7 "Card payment (in-site)": what the Redsys card form needs, and the idOper it gives back. */
const REDSYS = '/store-front/api/sales/payment/redsys/in-site';

/** What `getInSiteFormJSON` needs to draw the card form, and where its script lives. */
export interface CardConfiguration {
  fuc: string;
  terminal: string;
  /** The Redsys order number of this attempt (unique per attempt). */
  order: string;
  script_url: string;
  /** Cents, as a string. */
  amount: string;
  currency: string;
  merchant_name: string;
}

/** The 3-D Secure data the browser hands on (EMV3DS browser fields). */
export interface BrowserData {
  accept_header: string;
  language: string;
  screen_width: number;
  screen_height: number;
  time_zone: number;
  java_enabled: boolean;
  color_depth: number;
}

export type PaymentResult =
  | {
      status: 'authorised' | 'denied';
      ds_response: string;
      message: string;
      order_id: number;
      already_paid?: boolean;
    }
  | { status: 'challenge'; order_id: number; challenge: { acs_url: string; creq: string } };

export async function cardConfiguration(api: $Fetch, orderId: number): Promise<CardConfiguration> {
  return (
    await api<{ data: CardConfiguration }>(`${REDSYS}/card-configuration`, {
      method: 'POST',
      body: { order_id: orderId },
    })
  ).data;
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
  return (await api<{ data: PaymentResult }>(`${REDSYS}/process`, { method: 'POST', body })).data;
}
