import type { Order, OrderItem } from '@shop/contract/orders';
import { toEuros } from '../cart/pricing.ts';
import { paymentMethod } from '../checkout/payment-methods.ts';
import { imageUrl, type PublicUrls } from '../catalog/serialize.ts';
import { BANK_ACCOUNT } from './seller.ts';
import { STATUS_LABELS } from './status.ts';
import type { OrderLineRecord, OrderRecord } from './store.ts';

/** 'MT-000123': the order's id, as the shop and the messages show it. */
export function orderNumber(id: number): string {
  return `MT-${String(id).padStart(6, '0')}`;
}

export function orderItemJson(line: OrderLineRecord, urls: PublicUrls): OrderItem {
  return {
    id: line.id,
    product: {
      id: line.product_id,
      name: line.name,
      sku: line.sku,
      url_path: line.url_path,
      image: { url: imageUrl(urls, 'products', line.product_id) },
    },
    quantity: line.quantity,
    unit_price: toEuros(line.unit_cents),
    total: toEuros(line.total_cents),
    products_customization: line.products_customization,
  };
}

export function orderJson(order: OrderRecord, lines: readonly OrderLineRecord[], urls: PublicUrls): Order {
  const number = orderNumber(order.id);
  const pending = order.status === 'pending_payment';
  return {
    id: order.id,
    number,
    status: order.status,
    status_label: STATUS_LABELS[order.status],
    created_at: order.created_at,
    paid_at: order.paid_at,
    items: lines.map((line) => orderItemJson(line, urls)),
    totals: {
      subtotal: toEuros(order.subtotal_cents),
      shipping: toEuros(order.shipping_cents),
      discount: toEuros(order.discount_cents),
      total: toEuros(order.total_cents),
    },
    discounts: order.discounts.map((discount) => ({
      id: discount.id,
      name: discount.name,
      amount: toEuros(discount.amountCents),
    })),
    shipping_address: order.shipping_address,
    billing_address: order.billing_address,
    carrier: order.carrier,
    payment_method: paymentMethod(order.payment_method)!,
    bank_transfer:
      order.payment_method === 'bank_transfer' && pending
        ? {
            iban: BANK_ACCOUNT.iban,
            beneficiary: BANK_ACCOUNT.beneficiary,
            concept: number,
            amount: toEuros(order.total_cents),
            days_to_pay: BANK_ACCOUNT.daysToPay,
          }
        : null,
    email: order.email,
    phone: order.phone,
    notes: order.notes,
    invoice_id: order.invoice_id,
    can_pay: pending,
    can_rate: order.status === 'delivered',
  };
}
