import type { CouponRow } from '../cart/store.ts';

/** Fixed coupons for development and tests (README "The seed"); codes are stored upper-case. */
export const COUPONS: CouponRow[] = [
  {
    id: 101,
    code: 'BIENVENIDA10',
    name: 'Bienvenida: 10 % de descuento',
    description: 'Un 10 % de descuento en tu compra, sin pedido mínimo.',
    kind: 'percent',
    value: 10,
    min_subtotal: 0,
    expires_at: null,
  },
  {
    id: 102,
    code: 'VERANO5',
    name: 'Verano: 5 € de descuento',
    description: '5 € de descuento en pedidos desde 30 €.',
    kind: 'amount',
    value: 5,
    min_subtotal: 30,
    expires_at: null,
  },
  {
    id: 103,
    code: 'NAVIDAD2024',
    name: 'Navidad 2024: 15 % de descuento',
    description: 'Un 15 % de descuento en pedidos desde 50 €. Caducó el 6 de enero de 2025.',
    kind: 'percent',
    value: 15,
    min_subtotal: 50,
    expires_at: '2025-01-07T00:00:00.000Z',
  },
];
