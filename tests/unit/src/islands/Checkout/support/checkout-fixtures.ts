import type { Cart } from '@shop/contract/cart';
import type { AvailableCarrier, Checkout } from '@shop/contract/checkout';
import { cartLine, cartOf, cartProduct } from '../../../../support/cart';

/** A checkout whose guest has given an e-mail, nothing more. */
export const CHECKOUT: Checkout = {
  step: 'shipping',
  guest: true,
  email: 'ana@example.com',
  phone: null,
  shipping_address: null,
  shipping_address_id: null,
  billing_address: null,
  carrier: null,
  payment_method: null,
  notes: null,
  order_id: null,
};

const carrier = (id: number, name: string, price: number): AvailableCarrier => ({
  id,
  name,
  price,
  delivery_days: 2,
  free_from: null,
});
export const PENINSULA = [carrier(1, 'Envío estándar', 4.95), carrier(2, 'Envío urgente 24 h', 9.95)];
export const BALEARES = [
  carrier(3, 'Envío estándar a Baleares', 9.95),
  carrier(4, 'Envío urgente a Baleares 48 h', 19.95),
];

const PAN = cartProduct(7, {
  name: 'Sartén 28 cm',
  sku: 'SAR-28',
  url_path: 'sarten-28-cm-7',
  image: { url: 'https://img.example/7.jpg' },
  quantity: 10,
});
const WELCOME = 'Bienvenida: 10 % de descuento';

/** The cart in checkout: one pan (on offer, 30 € → 25 €), without or with the 10 % coupon. */
export function summary(coupon = false): Cart {
  const discount = coupon ? 2.5 : 0;
  const line = cartLine(PAN, 1, 25, {
    price: { unit: 25, total: 25, total_original: 30 },
    coupon: coupon ? { name: WELCOME } : null,
  });
  return cartOf([line], {
    totals: { subtotal: 25, shipping: 4.95, discount, total: 29.95 - discount },
    discounts: coupon ? [{ id: 101, name: WELCOME, amount: discount }] : [],
    coupon: coupon ? { code: 'BIENVENIDA10', name: WELCOME } : null,
  });
}
