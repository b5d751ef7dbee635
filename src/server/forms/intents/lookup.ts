import { guestOrder, guestOrderToCart, payGuestOrder } from '../../../api/orders';
import { es } from '../../../i18n/es';
import { guestProofOf } from '../../../lib/account/guest-proof';
import { parseId } from '../../../lib/format/ids';
import { FORM_LIMITS } from '../../limits/form-limits';
import { field } from '../form-problem';
import { defineIntents, type Intent } from '../intents';

export type LookupFields = { intent: string; orderId: string; contact: string };

/** The proof a post gives: none needed to pay or buy again an order this session sees (the API's grant decides). */
const proofOf = ({ intent, contact }: LookupFields) =>
  intent && !contact.trim() ? {} : guestProofOf(contact);
const idOf = ({ orderId }: LookupFields) => parseId(orderId)!;

/**
 * What every guest-order intent shares. No number or contact that could ever match: nothing to ask
 * the API, nothing guessed (the same 404 as the API's). Then the shop's own limit (per client, and
 * per client and order: nobody else's tries lock this guest out of their order) before the API's;
 * a lookup that finds the order is given back.
 */
const guarded = (intent: Intent<LookupFields>): Intent<LookupFields> => ({
  rules: [
    {
      holds: (input) => parseId(input.orderId) !== null && !!proofOf(input),
      message: es.guestOrder.notFound,
      status: 404,
    },
  ],
  limit: (input) => ({ limit: FORM_LIMITS.guestLookup, target: String(idOf(input)) }),
  ...intent,
});

/**
 * A guest's order, found by its number AND the e-mail or phone it was placed with (a post that only
 * reads: the proof must not sit in an address), then paid or sent back to the cart.
 */
export const lookupIntents = defineIntents<LookupFields>({
  fields: (form) => ({
    intent: field(form, 'intent'),
    // The number as printed on the order ('MT-000123') or as typed ('123').
    orderId: field(form, 'order').replace(/^MT-0*/i, ''),
    contact: field(form, 'contact'),
  }),
  otherwise: 'lookup',
  intents: {
    lookup: guarded({ run: (api, input) => guestOrder(api, idOf(input), proofOf(input)!), show: true }),
    pay: guarded({
      run: (api, input) => payGuestOrder(api, idOf(input), proofOf(input)!),
      redirect: (_, input) => `/checkout/pay?order=${idOf(input)}`,
    }),
    'to-cart': guarded({
      run: (api, input) => guestOrderToCart(api, idOf(input), proofOf(input)!),
      redirect: '/cart',
    }),
  },
});
