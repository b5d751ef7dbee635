import type { Checkout, PaymentMethodCode as MethodCode } from '@shop/contract/checkout';
import { PaymentMethodCode } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import { applyCoupon, removeCoupon } from '../../../api/cart';
import { placeOrder, requestGiftCard, updateCheckout } from '../../../api/checkout';
import { es } from '../../../i18n/es';
import { PAYMENT_STEP, SHIPPING_STEP } from '../../../lib/forms/form-posts';
import { FORM_LIMITS } from '../../limits/form-limits';
import { repayOrder } from '../../visits/order-visit';
import { shippingAddressOf } from '../address-form';
import { field, idField } from '../form-problem';
import { FormRefusal } from '../handle-form';
import { defineIntents, limitPer } from '../intents';

/** The pay page of a placed order. */
const payPage = (order: Order) => `/checkout/pay?order=${order.id}`;

/** Step 1 for a guest: the e-mail the order is placed with. */
export const identificationIntents = defineIntents({
  fields: (form) => ({ email: field(form, 'email') }),
  otherwise: 'email',
  intents: {
    email: { run: (api, { email }) => updateCheckout(api, { email }), redirect: SHIPPING_STEP },
  },
});

const CARRIERS_STEP = `${SHIPPING_STEP}#carriers-title`;

/** Step 2: a saved address or a new one, then a carrier that delivers there. */
export const shippingIntents = defineIntents({
  fields: (form) => ({
    intent: field(form, 'intent'),
    savedId: idField(form, 'shipping_address_id'),
    address: shippingAddressOf(form),
    carrierId: idField(form, 'carrier_id'),
  }),
  intents: {
    saved: {
      rules: [{ holds: ({ savedId }) => savedId !== null, message: es.checkout.chooseAddress, status: 422 }],
      run: (api, { savedId }) => updateCheckout(api, { shipping_address_id: savedId! }),
      redirect: CARRIERS_STEP,
    },
    address: {
      run: (api, { address }) => updateCheckout(api, { shipping_address: address }),
      redirect: CARRIERS_STEP,
    },
    carrier: {
      rules: [
        { holds: ({ carrierId }) => carrierId !== null, message: es.checkout.chooseCarrier, status: 422 },
      ],
      run: (api, { carrierId }) => updateCheckout(api, { carrier_id: carrierId! }),
      redirect: PAYMENT_STEP,
    },
  },
});

/**
 * Step 3: coupon, gift card, how to pay, and 'Confirmar'. `checkout` is the page's: placing saves
 * the method and notes first, kept there even if placing then fails (the page shows them as they are).
 */
export const paymentIntents = defineIntents<
  { intent: string; code: string; mobile: string; method: MethodCode; notes: string },
  { checkout: { current: Checkout } }
>({
  fields: (form) => ({
    intent: field(form, 'intent'),
    code: field(form, 'code'),
    mobile: field(form, 'mobile'),
    method: field(form, 'payment_method') as MethodCode,
    notes: field(form, 'notes'),
  }),
  intents: {
    // A code is a guessable secret: limited per client and per code (server/limits/form-limits.ts).
    coupon: {
      limit: limitPer(FORM_LIMITS.coupon, 'code'),
      run: (api, { code }) => applyCoupon(api, code),
      redirect: PAYMENT_STEP,
      notice: 'cupon-aplicado',
    },
    'coupon-remove': { run: (api) => removeCoupon(api), redirect: PAYMENT_STEP, notice: 'cupon-quitado' },
    // Each request messages a mobile: limited per client and per mobile.
    gift: {
      limit: limitPer(FORM_LIMITS.giftCard, 'mobile'),
      run: (api, { mobile }) => requestGiftCard(api, mobile),
      redirect: PAYMENT_STEP,
      notice: 'tarjeta-regalo',
    },
    place: {
      async run(api, { method, notes }, { checkout }) {
        checkout.current = await updateCheckout(api, { payment_method: method, ...(notes ? { notes } : {}) });
        return placeOrder(api);
      },
      redirect: payPage,
    },
  },
});

/** Step 4 after a denied card: another way to pay the same order (`asked`, from the address). */
export const repayIntents = defineIntents<{ method: MethodCode | undefined }, { asked: string | null }>({
  fields: (form) => ({ method: PaymentMethodCode.safeParse(field(form, 'payment_method')).data }),
  otherwise: 'method',
  intents: {
    method: {
      rules: [
        {
          holds: ({ method }) => method !== undefined,
          message: es.checkout.checks.paymentMethod,
          status: 422,
        },
      ],
      async run(_, { method }, { shopper, asked }) {
        const order = await repayOrder(shopper, asked, method!);
        if (!order) throw new FormRefusal(es.payment.unknownOrder, 404);
        return order;
      },
      redirect: payPage,
    },
  },
});
