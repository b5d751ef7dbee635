import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@shop/contract/orders';
import { STATUS_LABELS } from './status.ts';

/** The pre-approved UTILITY template of order updates (WhatsApp Cloud API). */
export const ORDER_STATUS_TEMPLATE = 'order_status_update';
/** Spain's country code: the Cloud API takes E.164 numbers without the '+'. */
const SPAIN_CALLING_CODE = '34';

/** A Spanish phone's 9 digits as the Cloud API's `to`: '612345678' → '34612345678'. */
export function whatsappRecipient(phone: string): string {
  return `${SPAIN_CALLING_CODE}${phone}`;
}

export interface StatusMessageInput {
  /** The order's 9-digit phone. */
  phone: string;
  customerName: string;
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  /** For `delivered`: the page where the buyer rates the order's products. */
  ratingUrl?: string;
}

/**
 * The body the real API would POST to `/{phone-number-id}/messages`, plus what the sandbox's
 * readers need (`order_id`, `status`, the `message_id` the Cloud API would answer). The body
 * parameters are the customer's name, the order number and the status label; a delivered order's
 * message adds a URL button whose parameter is the rating link's path after `/ratings/`, and
 * `rating_url` holds the whole link.
 */
export function orderStatusMessage(input: StatusMessageInput): Record<string, unknown> {
  const to = whatsappRecipient(input.phone);
  const text = (value: string) => ({ type: 'text', text: value });
  const components: Record<string, unknown>[] = [
    {
      type: 'body',
      parameters: [text(input.customerName), text(input.orderNumber), text(STATUS_LABELS[input.status])],
    },
  ];
  if (input.ratingUrl) {
    const suffix = input.ratingUrl.slice(input.ratingUrl.indexOf('/ratings/') + '/ratings/'.length);
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(suffix)] });
  }
  return {
    messaging_product: 'whatsapp',
    to,
    type: 'template',
    template: { name: ORDER_STATUS_TEMPLATE, language: { code: 'es' }, components },
    order_id: input.orderId,
    status: input.status,
    ...(input.ratingUrl ? { rating_url: input.ratingUrl } : {}),
    message_id: `wamid.${randomBytes(24).toString('base64url')}`,
  };
}
