import type { ApiImage, Cart, CartDiscount, CartItem, ProductCustomization } from './types';

/** The signed-in customer (spec §3 User): `GET /api/v1/user`. */
export interface User {
  id: number;
  name: string;
  email: string;
  client: { id: number };
  logged_in: boolean;
}

/** A shipping address as the forms send it and the API answers it. */
export interface ShippingAddress {
  name: string;
  surname: string;
  street: string;
  number: string | null;
  floor: string | null;
  postal_code: string;
  city: string;
  province: string;
  country: 'ES';
  phone: string;
}

/** A saved shipping address of a customer. */
export interface SavedAddress extends ShippingAddress {
  id: number;
  is_default: boolean;
}

export interface BillingAddress {
  /** Person or company. */
  name: string;
  nif: string;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  country: 'ES';
}

export interface Carrier {
  id: number;
  name: string;
  price: number;
  /** Working days from payment to delivery. */
  delivery_days: number;
}

export type PaymentMethodCode = 'redsys_card' | 'bank_transfer';

export interface PaymentMethod {
  code: PaymentMethodCode;
  name: string;
}

/** The first checkout step whose data is missing; `review` when the order can be placed. */
export type CheckoutStep = 'identification' | 'shipping' | 'payment' | 'review';

/** `/api/v2/sales/checkout`: the checkout the API keeps for the shopper, so every step survives a reload. */
export interface Checkout {
  step: CheckoutStep;
  guest: boolean;
  email: string | null;
  phone: string | null;
  shipping_address: ShippingAddress | null;
  shipping_address_id: number | null;
  billing_address: BillingAddress | null;
  carrier: Carrier | null;
  payment_method: PaymentMethod | null;
  notes: string | null;
  items: CartItem[];
  totals: Cart['totals'];
  discounts: CartDiscount[];
  coupon: Cart['coupon'];
  order_id: number | null;
}

export type OrderStatus = 'pending_payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderItem {
  /** The order line's id: what the rating calls take. */
  id: number;
  product: { id: number; name: string; sku: string; url_path: string; image: ApiImage };
  quantity: number;
  unit_price: number;
  total: number;
  products_customization: ProductCustomization[];
}

export interface BankTransferInstructions {
  iban: string;
  beneficiary: string;
  concept: string;
  amount: number;
  days_to_pay: number;
}

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
  shipping_address: ShippingAddress;
  billing_address: BillingAddress | null;
  carrier: Carrier;
  payment_method: PaymentMethod;
  bank_transfer: BankTransferInstructions | null;
  email: string;
  phone: string;
  notes: string | null;
  invoice_id: number | null;
  can_pay: boolean;
  can_rate: boolean;
}

export interface Invoice {
  id: number;
  /** 'F2026-000123'. */
  number: string;
  order_id: number;
  issued_at: string;
  total: number;
}

/** What a guest gives to prove an order is theirs (spec §7 guest calls): the order's e-mail or phone. */
export type GuestProof = { email: string } | { phone: string };

/** The signed-in shopper as the browser knows them (spec §3 User: name). */
export interface Customer {
  name: string;
}
