import * as z from 'zod/mini';
// zod set up for the contract before any schema is built (jitless: see zod.ts).
import './zod.ts';

/** The signed-in customer (spec §3 User): `{data}` of login, `GET /api/v1/user`, `PUT /api/v2/user`. */
export const User = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  client: z.object({ id: z.int() }),
  logged_in: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The signed-in shopper as the browser keeps them (the shop's cookie): User's name only. */
export const Customer = z.pick(User, { name: true });
export type Customer = z.infer<typeof Customer>;

/** A new password and its confirmation, as registering, resetting and changing it send them. */
const newPassword = { password: z.string(), password_confirmation: z.string() };

/** Body of `POST /api/v1/auth/login`. */
export const LoginRequest = z.object({
  email: z.string(),
  password: z.string(),
  remember: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/**
 * Body of `POST /api/v1/register` (spec §7); `name` defaults to the e-mail before '@'. The answer is
 * always 202 `MessageBody`: the account logs in once the e-mailed link confirms it.
 */
export const RegisterRequest = z.object({ email: z.string(), ...newPassword, name: z.optional(z.string()) });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Body of `POST /api/v1/password/send_reset`: `username` is the e-mail. */
export const SendResetRequest = z.object({ username: z.string() });
export type SendResetRequest = z.infer<typeof SendResetRequest>;

/** Body of `POST /api/v1/password/reset`: the secret of the e-mailed link and the new password. */
export const ResetPasswordRequest = z.object({ secret: z.string(), ...newPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Body of `PUT /api/v1/user/change_password`. */
export const ChangePasswordRequest = z.object({ current_password: z.string(), ...newPassword });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** Body of `PUT /api/v2/user`. */
export const UpdateUserRequest = z.object({ name: z.string() });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/** A themed shop a client buys in: `GET /api/v1/clients/{clientId}/shops` → `{data: ClientShop[]}`. */
export const ClientShop = z.object({ id: z.int(), name: z.string(), url: z.string() });
export type ClientShop = z.infer<typeof ClientShop>;

/** Where an address is, after its street: every address is in Spain. */
const place = { postal_code: z.string(), city: z.string(), province: z.string(), country: z.literal('ES') };

/** An address body may leave out the province (or send it empty) and the country. */
const placeAsSent = { province: z.optional(z.nullable(z.string())), country: z.optional(z.literal('ES')) };

/** A shipping address as the API answers it inside a checkout or an order; `phone` is the 9 digits. */
export const ShippingAddress = z.object({
  name: z.string(),
  surname: z.string(),
  street: z.string(),
  number: z.nullable(z.string()),
  floor: z.nullable(z.string()),
  ...place,
  phone: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** A customer's saved shipping address: `GET /store-front/api/account/addresses` → `{data: SavedAddress[]}`. */
export const SavedAddress = z.extend(ShippingAddress, { id: z.int(), is_default: z.boolean() });
export type SavedAddress = z.infer<typeof SavedAddress>;

/** Body of `POST | PUT …/account/addresses[/{id}]` and the checkout's `shipping_address` (province, country optional). */
export const ShippingAddressRequest = z.extend(ShippingAddress, {
  number: z.optional(z.nullable(z.string())),
  floor: z.optional(z.nullable(z.string())),
  ...placeAsSent,
  is_default: z.optional(z.boolean()),
});
export type ShippingAddressRequest = z.infer<typeof ShippingAddressRequest>;

/** The billing address (a person or company, with its NIF): `GET | POST | PUT …/addresses/billing` → `{data}`. */
export const BillingAddress = z.object({ name: z.string(), nif: z.string(), street: z.string(), ...place });
export type BillingAddress = z.infer<typeof BillingAddress>;

/** Body of `POST | PUT …/addresses/billing` and the checkout's `billing_address` (province, country optional). */
export const BillingAddressRequest = z.extend(BillingAddress, placeAsSent);
export type BillingAddressRequest = z.infer<typeof BillingAddressRequest>;
