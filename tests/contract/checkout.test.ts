// The contract against an API (CONTRACT_API_URL, the sandbox by default): a customer logs in, fills
// the checkout, places the order and gets the card form's configuration. Only the shop's own calls
// (src/api), which parse every answer strictly. The steps run in order, on one session.
import { describe, expect, it } from 'vitest';
import { currentUser, logIn, logOut } from '../../src/api/auth.ts';
import { saveCart } from '../../src/api/cart.ts';
import {
  availableCarriers,
  beginCheckout,
  getCheckoutCart,
  paymentMethods,
  placeOrder,
  startCheckout,
  updateCheckout,
} from '../../src/api/checkout.ts';
import { cardConfiguration } from '../../src/api/payment.ts';
import type { Order } from '@shop/contract/orders';
import { productsToBuy } from './support/catalogue.ts';
import { contractCustomer } from './support/customer.ts';
import { shopper } from './support/shopper.ts';

/** A shipping address in Madrid (peninsula), as the checkout form sends it. */
const ADDRESS = {
  name: 'Lucía',
  surname: 'García López',
  street: 'Calle Mayor',
  number: '5',
  floor: '2º B',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'ES' as const,
  phone: '612345678',
};

describe('a customer’s checkout (spec §7 "Authentication", "Checkout", "Card payment")', () => {
  const api = shopper();
  let order: Order;

  it('logs in, and the session is the customer’s', async () => {
    const { email, password } = await contractCustomer();
    const user = await logIn(api, email, password);
    expect(user.email.toLowerCase()).toBe(email.toLowerCase());
    expect((await currentUser(api)).id).toBe(user.id);
  });

  it('begins the checkout from a cart, creates its data, and offers carriers to the postal code and ways to pay', async () => {
    const { plain } = await productsToBuy(api);
    await saveCart(api, [{ id: plain.id, quantity: 1 }]);
    const cart = await beginCheckout(api);
    expect(cart.items.map((item) => item.product.id)).toEqual([plain.id]);
    expect((await startCheckout(api)).order_id).toBeNull();
    expect((await getCheckoutCart(api))?.items.map((item) => item.product.id)).toEqual([plain.id]);
    expect(await availableCarriers(api, ADDRESS.postal_code)).not.toEqual([]);
    expect((await paymentMethods(api)).map((method) => method.code)).toContain('redsys_card');
  });

  it('completes the checkout to its review step, and places the order', async () => {
    const [carrier] = await availableCarriers(api, ADDRESS.postal_code);
    const checkout = await updateCheckout(api, {
      shipping_address: ADDRESS,
      carrier_id: carrier!.id,
      payment_method: 'redsys_card',
    });
    expect(checkout.step).toBe('review');
    order = await placeOrder(api);
    expect(order.status).toBe('pending_payment');
    expect(order.can_pay).toBe(true);
  });

  it('configures the card form for the order: its amount in cents', async () => {
    const configuration = await cardConfiguration(api, order.id);
    expect(configuration.amount).toBe(String(Math.round(order.totals.total * 100)));
    await logOut(api);
  });
});
