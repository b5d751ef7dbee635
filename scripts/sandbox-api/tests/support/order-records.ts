import { openDatabase } from '../../db.ts';
import { createOrderStore, type NewOrder } from '../../orders/store.ts';

/** An order as stored, with only what the access rules read set to something meaningful. */
export function newOrder(owner: string, contact: { email?: string; phone?: string } = {}): NewOrder {
  return {
    owner,
    status: 'pending_payment',
    email: contact.email ?? 'lucia@example.com',
    phone: contact.phone ?? '612345678',
    shipping_address: {
      name: 'Lucía',
      surname: 'García',
      street: 'Calle Mayor',
      number: '5',
      floor: null,
      postal_code: '28013',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
      phone: '612345678',
    },
    billing_address: null,
    carrier: { id: 1, name: 'Envío estándar', price: 4.95, delivery_days: 3 },
    payment_method: 'redsys_card',
    notes: null,
    subtotal_cents: 1000,
    discount_cents: 0,
    shipping_cents: 495,
    total_cents: 1495,
    discounts: [],
    coupon_code: null,
    created_at: new Date().toISOString(),
  };
}

/** An in-memory database (schema only, no seed) with its order store. */
export function memoryOrders() {
  const { db } = openDatabase(':memory:');
  return { db, orders: createOrderStore(db) };
}
