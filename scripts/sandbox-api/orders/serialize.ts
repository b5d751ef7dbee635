import type { CartDiscount, ProductCustomization } from '../../../src/contract/cart.ts';
import type { ApiImage } from '../../../src/contract/catalogue.ts';
import type { BillingAddressInput, ShippingAddressInput } from '../accounts/address-rules.ts';
import { toEuros } from '../cart/pricing.ts';
import type { Carrier } from '../checkout/carriers.ts';
import { type PaymentMethod, paymentMethod } from '../checkout/payment-methods.ts';
import { imageUrl, type PublicUrls } from '../catalog/serialize.ts';
import { BANK_ACCOUNT } from './seller.ts';
import { type OrderStatus, STATUS_LABELS } from './status.ts';
import type { OrderLineRecord, OrderRecord } from './store.ts';

/** A line of an order, at the price paid. */
export interface OrderItem {
  /** The order line's id (what the rating calls take). */
  id: number;
  product: { id: number; name: string; sku: string; url_path: string; image: ApiImage };
  quantity: number;
  unit_price: number;
  total: number;
  products_customization: ProductCustomization[];
}

/** Where to send a bank transfer: only on orders paid by transfer. */
export interface BankTransferInstructions {
  iban: string;
  beneficiary: string;
  /** The text the transfer must carry: the order number. */
  concept: string;
  amount: number;
  days_to_pay: number;
}

/** `GET /store-front/api/sales/order/{id}` → `{ data: Order }`. */
export interface Order {
  id: number;
  /** 'MT-000123'. */
  number: string;
  status: OrderStatus;
  status_label: string;
  created_at: string;
  paid_at: string | null;
  items: OrderItem[];
  totals: { subtotal: number; shipping: number; discount: number; total: number };
  discounts: CartDiscount[];
  shipping_address: ShippingAddressInput;
  billing_address: BillingAddressInput | null;
  carrier: Carrier;
  payment_method: PaymentMethod;
  bank_transfer: BankTransferInstructions | null;
  email: string;
  phone: string;
  notes: string | null;
  invoice_id: number | null;
  /** Pending payment: the shop offers to pay it. */
  can_pay: boolean;
  /** Delivered: its products can be rated. */
  can_rate: boolean;
}

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
