import type { User } from '@shop/contract/account';
import {
  createShippingAddress,
  deleteShippingAddress,
  markDefaultAddress,
  saveBillingAddress,
  updateShippingAddress,
} from '../../../api/addresses';
import { changePassword, updateName } from '../../../api/auth';
import { orderToCart, payOrder } from '../../../api/orders';
import { es } from '../../../i18n/es';
import { customerCookie } from '../../../lib/account/customer-cookie';
import { ADDRESS_BOOK } from '../../../lib/forms/form-posts';
import { noticeCookie } from '../../../lib/cart/cart-notice';
import { FORM_LIMITS } from '../../limits/form-limits';
import { billingAddressOf, shippingAddressOf } from '../address-form';
import { field, idField, newPasswordOf, secretField } from '../form-problem';
import { defineIntents } from '../intents';

/** A form that names no address or order the shop could act on: the generic 400. */
const targetNamed = {
  holds: ({ target }: { target: number | null }) => target !== null,
  message: es.forms.failed,
};
const orderNamed = {
  holds: ({ order }: { order: number | null }) => order !== null,
  message: es.forms.failed,
};

/** The profile's name. The header greets by this name: the shop's note changes with it. */
export const profileIntents = defineIntents({
  fields: (form) => ({ name: field(form, 'name') }),
  otherwise: 'name',
  intents: {
    name: {
      run: (api, { name }) => updateName(api, name),
      redirect: '/account/profile',
      notice: 'nombre-guardado',
      cookies: (user: User) => [customerCookie(user.name)],
    },
  },
});

/** A new password. Every field is a password: nothing is kept to show again. */
export const securityIntents = defineIntents<object, { email: string }>({
  fields: () => ({}),
  otherwise: 'password',
  intents: {
    password: {
      // The current password is checked like a login's: the login's limits, for this account.
      limit: (_, { email }) => ({ limit: FORM_LIMITS.login, target: email }),
      run: (api, _, { form }) =>
        changePassword(api, secretField(form, 'current_password'), ...newPasswordOf(form)),
      redirect: '/account/security',
      notice: 'contrasena-guardada',
    },
  },
});

/** The address book: a shipping address saved (new or edited), deleted or made the default; the billing one. */
export const addressIntents = defineIntents({
  fields: (form) => ({
    intent: field(form, 'intent'),
    target: idField(form, 'id'),
    address: shippingAddressOf(form),
    billing: billingAddressOf(form),
    billingExists: field(form, 'exists') === '1',
  }),
  intents: {
    save: {
      run: (api, { target, address }) =>
        target ? updateShippingAddress(api, target, address) : createShippingAddress(api, address),
      redirect: ADDRESS_BOOK,
      notice: 'direccion-guardada',
    },
    delete: {
      rules: [targetNamed],
      run: (api, { target }) => deleteShippingAddress(api, target!),
      redirect: ADDRESS_BOOK,
      notice: 'direccion-eliminada',
    },
    default: {
      rules: [targetNamed],
      run: (api, { target }) => markDefaultAddress(api, target!),
      redirect: ADDRESS_BOOK,
      notice: 'direccion-guardada',
    },
    billing: {
      run: (api, { billing, billingExists }) => saveBillingAddress(api, billing, billingExists),
      redirect: ADDRESS_BOOK,
      notice: 'facturacion-guardada',
    },
  },
});

/** "Volver a comprar" on the orders list without JavaScript: the order's products go into the cart, then to /cart. */
export const ordersIntents = defineIntents({
  fields: (form) => ({ intent: field(form, 'intent'), order: idField(form, 'order') }),
  intents: {
    'to-cart': {
      rules: [orderNamed],
      run: (api, { order }) => orderToCart(api, order!),
      redirect: '/cart',
      cookies: () => [noticeCookie({ level: 'info', text: es.cart.orderToCartDone })],
    },
  },
});

/** One order of the customer's (`id` from the address): pay it again, or buy it again. */
export const orderIntents = defineIntents<{ intent: string }, { id: number }>({
  fields: (form) => ({ intent: field(form, 'intent') }),
  intents: {
    pay: {
      run: (api, _, { id }) => payOrder(api, id),
      redirect: (_, __, { id }) => `/checkout/pay?order=${id}`,
    },
    'to-cart': {
      run: (api, _, { id }) => orderToCart(api, id),
      redirect: (_, __, { id }) => `/account/orders/${id}`,
      notice: 'pedido-al-carrito',
    },
  },
});
