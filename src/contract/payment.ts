import * as z from 'zod/mini';
import { stringMatching } from './zod.ts';

/** Body of `POST …/payment/redsys/in-site/card-configuration`: the order to pay by card. */
export const CardConfigurationRequest = z.object({ order_id: z.int() });
export type CardConfigurationRequest = z.infer<typeof CardConfigurationRequest>;

/** `…/in-site/card-configuration` → `{data}`: what Redsys's `getInSiteFormJSON` needs, and its script. */
export const CardConfiguration = z.object({
  fuc: z.string(),
  terminal: z.string(),
  /** The Redsys order number of this attempt (unique per attempt). */
  order: stringMatching(/^\d{4}[A-Za-z0-9]{0,8}$/),
  script_url: z.string(),
  /** Cents, as a string: '4990'. */
  amount: stringMatching(/^\d+$/),
  /** ISO 4217 numeric: '978' for the euro. */
  currency: z.string(),
  merchant_name: z.string(),
});
export type CardConfiguration = z.infer<typeof CardConfiguration>;

/** The browser's EMV 3-D Secure data the shop sends with a card payment. */
export const BrowserData = z.object({
  accept_header: z.string(),
  language: z.string(),
  screen_width: z.int(),
  screen_height: z.int(),
  /** Minutes from UTC, as `Date.getTimezoneOffset()` gives them. */
  time_zone: z.int(),
  java_enabled: z.boolean(),
  color_depth: z.int(),
});
export type BrowserData = z.infer<typeof BrowserData>;

/** Body of `POST …/in-site/process`: the card form's idOper; browser fields left out come from the headers. */
export const ProcessRequest = z.object({
  order_id: z.int(),
  id_oper: z.string(),
  redsys_order: z.string(),
  browser: z.optional(z.partial(BrowserData)),
  /** Where the 3-D Secure bank page sends the shopper back. */
  return_url: z.string(),
});
export type ProcessRequest = z.infer<typeof ProcessRequest>;

/** `…/in-site/process` → `{data}`: a final answer, or a 3-D Secure challenge to post to the bank's page. */
export const PaymentResult = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(['authorised', 'denied']),
    /** Redsys's Ds_Response: '0000' … '0099' authorised. */
    ds_response: z.string(),
    message: z.string(),
    order_id: z.int(),
    /** The order was already paid: nothing was charged. */
    already_paid: z.optional(z.literal(true)),
  }),
  z.object({
    status: z.literal('challenge'),
    order_id: z.int(),
    challenge: z.object({ acs_url: z.string(), creq: z.string() }),
  }),
]);
export type PaymentResult = z.infer<typeof PaymentResult>;
