import {
  BillingAddress,
  BillingAddressRequest,
  ChangePasswordRequest,
  ClientShop,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SavedAddress,
  SendResetRequest,
  ShippingAddressRequest,
  UpdateUserRequest,
  User,
} from './account.ts';
import { AdultCheckBody, AgeConfirmation, Cart, CartSaveRequest } from './cart.ts';
import {
  Brand,
  Category,
  CategoryDetail,
  Product,
  SearchRequest,
  SearchResponse,
  TextSearchQuery,
} from './catalogue.ts';
import {
  AvailableCarrier,
  CarriersRequest,
  Checkout,
  CheckoutChanges,
  Coupon,
  CouponApplyRequest,
  GiftCardRequest,
  GiftCardRequested,
  PaymentMethod,
} from './checkout.ts';
import { MessageBody } from './errors.ts';
import { GuestContactBody, GuestPayRequest, Invoice, Order, PayRequest } from './orders.ts';
import { Data, Paginated } from './paginated.ts';
import { CardConfiguration, CardConfigurationRequest, PaymentResult, ProcessRequest } from './payment.ts';
import { OrderRatingItem, OrderRatings, RateRequest, ReviewRequest, Rating, RatingSort } from './ratings.ts';
import { SessionData, SessionDataRequest } from './session.ts';
import * as z from 'zod/mini';
import { intWithin } from './zod.ts';
import { WishedProduct, WishlistIds } from './wishlist.ts';

/** The areas of spec §7, in its order (the OpenAPI document's tags), and the calls it leaves out. */
export const AREAS = [
  'Ratings',
  'Authentication and account',
  'Guest',
  'Catalogue and search',
  'Cart',
  'Wishlist',
  'Checkout',
  'Addresses',
  'Card payment (in-site)',
  'Not in the spec',
] as const;

/** What an answer carries: JSON of a schema, nothing (204), a PDF, or a redirect (303). */
export type AnswerBody = z.ZodMiniType | null | 'pdf' | 'redirect';

/** One call of the API: what it takes and what it answers. */
export interface EndpointSpec {
  summary: string;
  area: (typeof AREAS)[number];
  /** Path parameters, by the names between braces in the path. */
  params?: z.ZodMiniObject;
  /** Query names it takes; an object that keeps unknown keys (`z.looseObject`) takes any name too (the spec's open `?params`). */
  query?: z.ZodMiniObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;
  /** Request headers it reads (the tree's visit). */
  headers?: z.ZodMiniObject;
  /** The JSON body it takes (`z.optional(…)`: a body it may go without). */
  body?: z.ZodMiniType;
  /** The form (`application/x-www-form-urlencoded`) it takes instead: the bank's post. */
  form?: z.ZodMiniObject;
  /** The answers by status. Every failure not named here answers ApiErrorBody (spec §8). */
  answers: Record<number, AnswerBody>;
}

/** What a call takes besides its answers: its parameters, headers and body. */
type Takes = Omit<EndpointSpec, 'summary' | 'area' | 'answers'>;
/** One area's calls, each without the area's name. */
type AreaCalls = Record<string, Omit<EndpointSpec, 'area'>>;

/** One call's entry: what it does, its answers, and what it takes. */
const endpoint = /* @__NO_SIDE_EFFECTS__ */ <
  const A extends Record<number, AnswerBody>,
  const T extends Takes = Record<never, never>,
>(
  summary: string,
  answers: A,
  takes?: T,
) => ({ summary, answers, ...takes }) as { summary: string; answers: NoInfer<A> } & NoInfer<T>;

/** The calls of one area of spec §7, each given the area's name. */
/* @__NO_SIDE_EFFECTS__ */ function area<const E extends AreaCalls>(name: (typeof AREAS)[number], calls: E) {
  const named = Object.entries(calls).map(([key, spec]) => [key, { ...spec, area: name }]);
  return Object.fromEntries(named) as { [K in keyof E]: E[K] & { area: typeof name } };
}

/** The usual answer: 200 with `{data}`. */
const ok = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(item: T) => ({ 200: Data(item) });
/** 204, nothing. */
const none = { 204: null } as const;
const id = { params: z.object({ id: z.int() }) };
const lineId = { params: z.object({ lineId: z.int() }) };
const product = { params: z.object({ product: z.string() }) };
const page = (perPageMax: number) =>
  z.object({ page: z.optional(intWithin(1, 10_000)), per_page: z.optional(intWithin(1, perPageMax)) });
/** The spec's open `?params` of a category or brand read: any query name. */
const openQuery = { ...id, query: z.looseObject({}) };
/** The customer's shipping addresses. */
const Saved = z.array(SavedAddress);
const toCart = { 200: Data(Cart), 409: AdultCheckBody };
/** 201 when created, 200 when it already was. */
const created = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(item: T) => ({
  200: Data(item),
  201: Data(item),
});

/**
 * Every call of the commerce API (spec §7, with the sandbox's choices where it says "not shown"),
 * by `METHOD path` with the path's parameters as OpenAPI writes them. The source of the published
 * OpenAPI document (openapi.ts), of the sandbox tests' check of every answer it sends, and of the
 * shop's calls: src/api/call.ts takes each call's path, method, request and answers from here.
 */
export const ENDPOINTS = {
  ...area('Ratings', {
    'GET /store-front/api/rating': endpoint(
      "The newest published reviews (the footer shows 20); with `product_id`, that product's, newest or (`sort=useful`) most useful first.",
      { 200: Paginated(Rating) },
      { query: z.extend(page(100), { product_id: z.optional(z.int()), sort: z.optional(RatingSort) }) },
    ),
    'GET /store-front/api/rating/{orderId}/voted': endpoint(
      "A delivered order's lines and what was voted; `token` is the WhatsApp link's proof.",
      ok(OrderRatings),
      { params: z.object({ orderId: z.int() }), query: z.object({ token: z.optional(z.string()) }) },
    ),
    'POST /store-front/api/rating/{lineId}/rate': endpoint(
      'A vote (1–5 stars) for an order line.',
      ok(OrderRatingItem),
      { ...lineId, body: RateRequest },
    ),
    'POST /store-front/api/rating/{lineId}/review': endpoint(
      'A review of a voted order line.',
      ok(OrderRatingItem),
      { ...lineId, body: ReviewRequest },
    ),
  }),
  ...area('Authentication and account', {
    'GET /sanctum/csrf-cookie': endpoint(
      'Starts the session: sets the XSRF-TOKEN and session cookies. Calls naming the same X-Session-Claim key within a minute get the same guest session (a browser’s racing first calls).',
      none,
    ),
    'POST /api/v1/auth/login': endpoint('Logs in: a new session, both cookies set again.', ok(User), {
      body: LoginRequest,
    }),
    'GET /api/v1/auth/logout': endpoint('Logs out.', none),
    'GET /api/v1/user': endpoint('The logged-in customer; 401 `Unauthenticated.` for a guest.', ok(User)),
    'POST /api/v1/register': endpoint(
      'Asks for an account: always 202 and the same message; the e-mail says what follows.',
      { 202: MessageBody },
      { body: RegisterRequest },
    ),
    'POST /api/v1/password/send_reset': endpoint(
      'E-mails a reset link; the same answer whether or not the account exists.',
      { 200: MessageBody },
      { body: SendResetRequest },
    ),
    'POST /api/v1/password/reset': endpoint(
      "Sets a new password with the e-mailed link's secret.",
      { 200: MessageBody },
      { body: ResetPasswordRequest },
    ),
    'PUT /api/v1/user/change_password': endpoint(
      "Changes the logged-in customer's password.",
      { 200: MessageBody },
      { body: ChangePasswordRequest },
    ),
    'PUT /api/v2/user': endpoint("Changes the customer's name.", ok(User), { body: UpdateUserRequest }),
    'GET /store-front/api/sales/invoice': endpoint("The customer's invoices.", ok(z.array(Invoice))),
    'GET /store-front/api/sales/invoice/{id}.pdf': endpoint('An invoice as a PDF.', { 200: 'pdf' }, id),
    'GET /store-front/api/sales/order': endpoint(
      "The customer's orders, newest first.",
      { 200: Paginated(Order) },
      { query: page(100) },
    ),
    'GET /store-front/api/sales/order/{id}': endpoint("One of the customer's orders.", ok(Order), id),
    'POST /store-front/api/sales/order/{id}/pay': endpoint(
      'Makes a pending order the one to pay, optionally by another method (422 once paid or cancelled).',
      ok(Order),
      { ...id, body: PayRequest },
    ),
    'POST /store-front/api/sales/order/{id}/to-cart': endpoint(
      "Adds the order's products to the cart (409 for adult products until the age check).",
      toCart,
      id,
    ),
    'GET /api/v1/clients/{clientId}/shops': endpoint(
      'The themed shops a client buys in.',
      ok(z.array(ClientShop)),
      {
        params: z.object({ clientId: z.int() }),
      },
    ),
  }),
  ...area('Guest', {
    'GET /store-front/api/guest/sales/order/{id}': endpoint(
      'A guest order, with its e-mail or phone, or for the session that placed or looked it up.',
      ok(Order),
      { ...id, query: z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) }) },
    ),
    'POST /store-front/api/guest/sales/order/{id}/pay': endpoint(
      'Makes a pending guest order the one to pay, optionally by another method.',
      ok(Order),
      { ...id, body: GuestPayRequest },
    ),
    'POST /store-front/api/guest/sales/order/{id}/to-cart': endpoint(
      "Adds a guest order's products to the cart.",
      toCart,
      { ...id, body: GuestContactBody },
    ),
    'PUT /api/store-front/session/data': endpoint(
      'Merges consent and tracking data into the guest session.',
      ok(SessionData),
      { body: SessionDataRequest },
    ),
    'DELETE /api/store-front/session': endpoint('Ends the session.', none),
  }),
  ...area('Catalogue and search', {
    'POST /api/v2/search/': endpoint(
      'Full-text search and browsing with facets (a read: no XSRF header needed); the list pages are its sorts `top_sales`, `best_offers`, `most_wished`, `best_rated`.',
      { 200: SearchResponse },
      { body: SearchRequest },
    ),
    'GET /api/v2/catalog/products/{idOrPath}': endpoint(
      "A product by id or by its url_path (the shop's /{slug} pages).",
      ok(Product),
      { params: z.object({ idOrPath: z.string() }) },
    ),
    'GET /api/v2/catalog/categories/{id}': endpoint(
      'A category with one level of children and its ancestors.',
      ok(CategoryDetail),
      openQuery,
    ),
    'GET /api/v2/catalog/brands/{id}': endpoint('A brand.', ok(Brand), openQuery),
    'GET /store-front/api/{product}/search': endpoint(
      "The catalogue's text search: `q` required, the POST's other fields bracket-style (`categories[0][]=…`, `filters[0][field]=…`); the POST's answer.",
      { 200: SearchResponse },
      { ...product, query: TextSearchQuery },
    ),
    'GET /api/v1/categories/tree': endpoint(
      "The children of `parent_id` (1 or a main category) two levels deep; `full=1` adds images. Asked for a visit of the shop: its path, query and referer as headers, the visitor's cookies forwarded; any Set-Cookie is for the visitor.",
      ok(z.array(Category)),
      {
        query: z.object({
          parent_id: z.optional(z.int()),
          depth: z.optional(z.literal(2)),
          full: z.optional(z.enum(['0', '1'])),
        }),
        headers: z.object({
          'X-Real-Path': z.string(),
          'X-Real-Query': z.optional(z.string()),
          Referer: z.optional(z.string()),
        }),
      },
    ),
  }),
  ...area('Cart', {
    'GET /store-front/api/sales/cart_b2c': endpoint('The cart; 204 when empty.', { ...ok(Cart), ...none }),
    'GET /store-front/api/sales/checkout_b2c': endpoint(
      'The cart in checkout, priced with the chosen carrier (the summary); 204 when empty, 404 before the transition.',
      { ...ok(Cart), ...none },
    ),
    'POST /store-front/api/sales/cart_b2c': endpoint(
      'Replaces the cart with these lines; 409 for adult products until the age check.',
      toCart,
      { body: CartSaveRequest },
    ),
    'POST /store-front/api/sales/cart_b2c/gift-card/request': endpoint(
      'Asks for a gift card by mobile.',
      ok(GiftCardRequested),
      { body: GiftCardRequest },
    ),
    'DELETE /store-front/api/sales/cart_b2c': endpoint('Empties the cart.', none),
    'POST /api/v1/cart/checkout': endpoint(
      'Places the order from the cart in checkout and a complete checkout (201; the same order again: 200); 409 while the cart is not in checkout.',
      created(Order),
    ),
    'POST /store-front/api/sales/cart_b2c/transition': endpoint(
      'Begin checkout: the cart moves into checkout (201; 200 when it already was).',
      created(Cart),
    ),
    'GET /store-front/api/{product}/greater-18': endpoint(
      'The shopper confirms being an adult: the session may save adult products.',
      ok(AgeConfirmation),
      product,
    ),
  }),
  ...area('Wishlist', {
    'GET /api/v1/wishlist/{id}': endpoint(
      'Whether a product is wished (404 when not).',
      ok(WishedProduct),
      id,
    ),
    'GET /api/v1/wish-list/ids': endpoint('The wished product ids, newest first.', ok(WishlistIds)),
    'GET /api/v1/wish-list': endpoint(
      'The wished products, a page at a time (50 by default).',
      { 200: Paginated(Product) },
      { query: page(100) },
    ),
    'POST /api/v1/wish-list/{id}': endpoint('Wishes a product; answers the ids.', ok(WishlistIds), id),
    'DELETE /api/v1/wish-list/{id}': endpoint('Unwishes a product; answers the ids.', ok(WishlistIds), id),
  }),
  ...area('Checkout', {
    'POST /api/v2/sales/carriers/availables': endpoint(
      "The carriers to a postal code, priced for the caller's cart (none: an empty cart's prices), each with the subtotal from which it ships free.",
      ok(z.array(AvailableCarrier)),
      { body: CarriersRequest },
    ),
    'GET /api/v2/sales/payments/available': endpoint('The ways to pay.', ok(z.array(PaymentMethod))),
    'POST /api/v2/sales/checkout': endpoint(
      "Creates the checkout's data for the cart in checkout (201), or reopens it (200), applying the PUT's fields it carries; 409 before the transition.",
      created(Checkout),
      { body: z.optional(CheckoutChanges) },
    ),
    'PUT /api/v2/sales/checkout': endpoint(
      'Changes the checkout: a key left out keeps its value, null clears it.',
      ok(Checkout),
      { body: CheckoutChanges },
    ),
    'GET /api/v2/sales/checkout': endpoint(
      "The checkout's data, without the cart (that is checkout_b2c); 404 before the POST.",
      ok(Checkout),
    ),
    'POST /store-front/api/sales/cart/coupon/apply': endpoint('Applies a coupon to the cart.', ok(Cart), {
      body: CouponApplyRequest,
    }),
    'GET /store-front/api/sales/cart/coupon/available': endpoint(
      'The coupons on offer.',
      ok(z.array(Coupon)),
    ),
  }),
  ...area('Addresses', {
    'GET /store-front/api/account/addresses': endpoint("The customer's shipping addresses.", ok(Saved)),
    'POST /store-front/api/account/addresses': endpoint(
      'Saves a new shipping address.',
      { 201: Data(SavedAddress) },
      { body: ShippingAddressRequest },
    ),
    'PUT /store-front/api/account/addresses/{id}': endpoint(
      'Changes a shipping address; fields left out keep their values.',
      ok(SavedAddress),
      { ...id, body: ShippingAddressRequest },
    ),
    'DELETE /store-front/api/account/addresses/{id}': endpoint('Deletes a shipping address.', none, id),
    'PUT /store-front/api/account/addresses/{id}/mark-as-default': endpoint(
      'Makes a shipping address the default; answers them all.',
      ok(Saved),
      id,
    ),
    'GET /store-front/api/account/addresses/billing': endpoint(
      'The billing address, or null.',
      ok(z.nullable(BillingAddress)),
    ),
    'POST /store-front/api/account/addresses/billing': endpoint(
      'Creates the billing address (or replaces the one there is).',
      { 201: Data(BillingAddress) },
      { body: BillingAddressRequest },
    ),
    'PUT /store-front/api/account/addresses/billing': endpoint(
      'Replaces the billing address; fields left out keep their values.',
      ok(BillingAddress),
      { body: BillingAddressRequest },
    ),
  }),
  ...area('Card payment (in-site)', {
    'POST /store-front/api/sales/payment/redsys/in-site/card-configuration': endpoint(
      "What Redsys's in-site card form needs for this order, and its script.",
      ok(CardConfiguration),
      { body: CardConfigurationRequest },
    ),
    'POST /store-front/api/sales/payment/redsys/in-site/process': endpoint(
      "Pays with the card form's idOper: a final answer or a 3-D Secure challenge.",
      ok(PaymentResult),
      { body: ProcessRequest },
    ),
    'POST /store-front/api/sales/payment/redsys/in-site/challenge': endpoint(
      "The bank's 3-D Secure page posts the CRes here; redirects the shopper to the shop's outcome page.",
      { 303: 'redirect' },
      { form: z.object({ cres: z.string() }) },
    ),
  }),
  ...area('Not in the spec', {
    'DELETE /store-front/api/sales/cart/coupon': endpoint(
      "Takes the applied coupon off the cart (the spec gives only 'apply'; a shopper who typed the wrong one must be able to undo it).",
      ok(Cart),
    ),
    'GET /api/v1/email/verify': endpoint(
      "The e-mailed link that confirms a new account; redirects to the shop's /auth/callback?verified=1|0.",
      { 302: 'redirect' },
      { query: z.object({ secret: z.optional(z.string()) }) },
    ),
  }),
} satisfies Record<string, EndpointSpec>;

/** A call's name, `METHOD path`: how logs, errors and the OpenAPI document refer to it. */
export type EndpointName = keyof typeof ENDPOINTS;
