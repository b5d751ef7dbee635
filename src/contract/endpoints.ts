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

const id = z.object({ id: z.int() });
const page = (perPageMax: number) =>
  z.object({ page: z.optional(intWithin(1, 10_000)), per_page: z.optional(intWithin(1, perPageMax)) });
const Shops = z.array(ClientShop);
/** The spec's open `?params` of a category or brand read: any query name. */
const openQuery = z.looseObject({});

/**
 * Every call of the commerce API (spec §7, with the sandbox's choices where it says "not shown"),
 * by `METHOD path` with the path's parameters as OpenAPI writes them. The source of the published
 * OpenAPI document (openapi.ts), of the sandbox tests' check of every answer it sends, and the
 * names the shop's API layer gives the answers it reads (src/api/read-answer.ts).
 */
export const ENDPOINTS = {
  // Ratings
  'GET /store-front/api/rating': {
    summary:
      "The newest published reviews (the footer shows 20); with `product_id`, that product's, newest or (`sort=useful`) most useful first.",
    area: 'Ratings',
    query: z.extend(page(100), { product_id: z.optional(z.int()), sort: z.optional(RatingSort) }),
    answers: { 200: Paginated(Rating) },
  },
  'GET /store-front/api/rating/{orderId}/voted': {
    summary: "A delivered order's lines and what was voted; `token` is the WhatsApp link's proof.",
    area: 'Ratings',
    params: z.object({ orderId: z.int() }),
    query: z.object({ token: z.optional(z.string()) }),
    answers: { 200: Data(OrderRatings) },
  },
  'POST /store-front/api/rating/{lineId}/rate': {
    summary: 'A vote (1–5 stars) for an order line.',
    area: 'Ratings',
    params: z.object({ lineId: z.int() }),
    body: RateRequest,
    answers: { 200: Data(OrderRatingItem) },
  },
  'POST /store-front/api/rating/{lineId}/review': {
    summary: 'A review of a voted order line.',
    area: 'Ratings',
    params: z.object({ lineId: z.int() }),
    body: ReviewRequest,
    answers: { 200: Data(OrderRatingItem) },
  },

  // Authentication and account
  'GET /sanctum/csrf-cookie': {
    summary:
      'Starts the session: sets the XSRF-TOKEN and session cookies. Calls naming the same X-Session-Claim key within a minute get the same guest session (a browser’s racing first calls).',
    area: 'Authentication and account',
    answers: { 204: null },
  },
  'POST /api/v1/auth/login': {
    summary: 'Logs in: a new session, both cookies set again.',
    area: 'Authentication and account',
    body: LoginRequest,
    answers: { 200: Data(User) },
  },
  'GET /api/v1/auth/logout': {
    summary: 'Logs out.',
    area: 'Authentication and account',
    answers: { 204: null },
  },
  'GET /api/v1/user': {
    summary: 'The logged-in customer; 401 `Unauthenticated.` for a guest.',
    area: 'Authentication and account',
    answers: { 200: Data(User) },
  },
  'POST /api/v1/register': {
    summary: 'Asks for an account: always 202 and the same message; the e-mail says what follows.',
    area: 'Authentication and account',
    body: RegisterRequest,
    answers: { 202: MessageBody },
  },
  'POST /api/v1/password/send_reset': {
    summary: 'E-mails a reset link; the same answer whether or not the account exists.',
    area: 'Authentication and account',
    body: SendResetRequest,
    answers: { 200: MessageBody },
  },
  'POST /api/v1/password/reset': {
    summary: "Sets a new password with the e-mailed link's secret.",
    area: 'Authentication and account',
    body: ResetPasswordRequest,
    answers: { 200: MessageBody },
  },
  'PUT /api/v1/user/change_password': {
    summary: "Changes the logged-in customer's password.",
    area: 'Authentication and account',
    body: ChangePasswordRequest,
    answers: { 200: MessageBody },
  },
  'PUT /api/v2/user': {
    summary: "Changes the customer's name.",
    area: 'Authentication and account',
    body: UpdateUserRequest,
    answers: { 200: Data(User) },
  },
  'GET /store-front/api/sales/invoice': {
    summary: "The customer's invoices.",
    area: 'Authentication and account',
    answers: { 200: Data(z.array(Invoice)) },
  },
  'GET /store-front/api/sales/invoice/{id}.pdf': {
    summary: 'An invoice as a PDF.',
    area: 'Authentication and account',
    params: id,
    answers: { 200: 'pdf' },
  },
  'GET /store-front/api/sales/order': {
    summary: "The customer's orders, newest first.",
    area: 'Authentication and account',
    query: page(100),
    answers: { 200: Paginated(Order) },
  },
  'GET /store-front/api/sales/order/{id}': {
    summary: "One of the customer's orders.",
    area: 'Authentication and account',
    params: id,
    answers: { 200: Data(Order) },
  },
  'POST /store-front/api/sales/order/{id}/pay': {
    summary:
      'Makes a pending order the one to pay, optionally by another method (422 once paid or cancelled).',
    area: 'Authentication and account',
    params: id,
    body: PayRequest,
    answers: { 200: Data(Order) },
  },
  'POST /store-front/api/sales/order/{id}/to-cart': {
    summary: "Adds the order's products to the cart (409 for adult products until the age check).",
    area: 'Authentication and account',
    params: id,
    answers: { 200: Data(Cart), 409: AdultCheckBody },
  },
  'GET /api/v1/clients/{clientId}/shops': {
    summary: 'The themed shops a client buys in.',
    area: 'Authentication and account',
    params: z.object({ clientId: z.int() }),
    answers: { 200: Data(Shops) },
  },

  // Guest
  'GET /store-front/api/guest/sales/order/{id}': {
    summary: 'A guest order, with its e-mail or phone, or for the session that placed or looked it up.',
    area: 'Guest',
    params: id,
    query: z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) }),
    answers: { 200: Data(Order) },
  },
  'POST /store-front/api/guest/sales/order/{id}/pay': {
    summary: 'Makes a pending guest order the one to pay, optionally by another method.',
    area: 'Guest',
    params: id,
    body: GuestPayRequest,
    answers: { 200: Data(Order) },
  },
  'POST /store-front/api/guest/sales/order/{id}/to-cart': {
    summary: "Adds a guest order's products to the cart.",
    area: 'Guest',
    params: id,
    body: GuestContactBody,
    answers: { 200: Data(Cart), 409: AdultCheckBody },
  },
  'PUT /api/store-front/session/data': {
    summary: 'Merges consent and tracking data into the guest session.',
    area: 'Guest',
    body: SessionDataRequest,
    answers: { 200: Data(SessionData) },
  },
  'DELETE /api/store-front/session': {
    summary: 'Ends the session.',
    area: 'Guest',
    answers: { 204: null },
  },

  // Catalogue and search
  'POST /api/v2/search/': {
    summary:
      'Full-text search and browsing with facets (a read: no XSRF header needed); the list pages are its sorts `top_sales`, `best_offers`, `most_wished`, `best_rated`.',
    area: 'Catalogue and search',
    body: SearchRequest,
    answers: { 200: SearchResponse },
  },
  'GET /api/v2/catalog/products/{idOrPath}': {
    summary: "A product by id or by its url_path (the shop's /{slug} pages).",
    area: 'Catalogue and search',
    params: z.object({ idOrPath: z.string() }),
    answers: { 200: Data(Product) },
  },
  'GET /api/v2/catalog/categories/{id}': {
    summary: 'A category with one level of children and its ancestors.',
    area: 'Catalogue and search',
    params: id,
    query: openQuery,
    answers: { 200: Data(CategoryDetail) },
  },
  'GET /api/v2/catalog/brands/{id}': {
    summary: 'A brand.',
    area: 'Catalogue and search',
    params: id,
    query: openQuery,
    answers: { 200: Data(Brand) },
  },
  'GET /store-front/api/{product}/search': {
    summary:
      "The catalogue's text search: `q` required, the POST's other fields bracket-style (`categories[0][]=…`, `filters[0][field]=…`); the POST's answer.",
    area: 'Catalogue and search',
    params: z.object({ product: z.string() }),
    query: TextSearchQuery,
    answers: { 200: SearchResponse },
  },
  'GET /api/v1/categories/tree': {
    summary:
      "The children of `parent_id` (1 or a main category) two levels deep; `full=1` adds images. Asked for a visit of the shop: its path, query and referer as headers, the visitor's cookies forwarded; any Set-Cookie is for the visitor.",
    area: 'Catalogue and search',
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
    answers: { 200: Data(z.array(Category)) },
  },

  // Cart
  'GET /store-front/api/sales/cart_b2c': {
    summary: 'The cart; 204 when empty.',
    area: 'Cart',
    answers: { 200: Data(Cart), 204: null },
  },
  'GET /store-front/api/sales/checkout_b2c': {
    summary:
      'The cart in checkout, priced with the chosen carrier (the summary); 204 when empty, 404 before the transition.',
    area: 'Cart',
    answers: { 200: Data(Cart), 204: null },
  },
  'POST /store-front/api/sales/cart_b2c': {
    summary: 'Replaces the cart with these lines; 409 for adult products until the age check.',
    area: 'Cart',
    body: CartSaveRequest,
    answers: { 200: Data(Cart), 409: AdultCheckBody },
  },
  'POST /store-front/api/sales/cart_b2c/gift-card/request': {
    summary: 'Asks for a gift card by mobile.',
    area: 'Cart',
    body: GiftCardRequest,
    answers: { 200: Data(GiftCardRequested) },
  },
  'DELETE /store-front/api/sales/cart_b2c': {
    summary: 'Empties the cart.',
    area: 'Cart',
    answers: { 204: null },
  },
  'POST /api/v1/cart/checkout': {
    summary:
      'Places the order from the cart in checkout and a complete checkout (201; the same order again: 200); 409 while the cart is not in checkout.',
    area: 'Cart',
    answers: { 200: Data(Order), 201: Data(Order) },
  },
  'POST /store-front/api/sales/cart_b2c/transition': {
    summary: 'Begin checkout: the cart moves into checkout (201; 200 when it already was).',
    area: 'Cart',
    answers: { 200: Data(Cart), 201: Data(Cart) },
  },
  'GET /store-front/api/{product}/greater-18': {
    summary: 'The shopper confirms being an adult: the session may save adult products.',
    area: 'Cart',
    params: z.object({ product: z.string() }),
    answers: { 200: Data(AgeConfirmation) },
  },

  // Wishlist
  'GET /api/v1/wishlist/{id}': {
    summary: 'Whether a product is wished (404 when not).',
    area: 'Wishlist',
    params: id,
    answers: { 200: Data(WishedProduct) },
  },
  'GET /api/v1/wish-list/ids': {
    summary: 'The wished product ids, newest first.',
    area: 'Wishlist',
    answers: { 200: Data(WishlistIds) },
  },
  'GET /api/v1/wish-list': {
    summary: 'The wished products, a page at a time (50 by default).',
    area: 'Wishlist',
    query: page(100),
    answers: { 200: Paginated(Product) },
  },
  'POST /api/v1/wish-list/{id}': {
    summary: 'Wishes a product; answers the ids.',
    area: 'Wishlist',
    params: id,
    answers: { 200: Data(WishlistIds) },
  },
  'DELETE /api/v1/wish-list/{id}': {
    summary: 'Unwishes a product; answers the ids.',
    area: 'Wishlist',
    params: id,
    answers: { 200: Data(WishlistIds) },
  },

  // Checkout
  'POST /api/v2/sales/carriers/availables': {
    summary:
      "The carriers to a postal code, priced for the caller's cart (none: an empty cart's prices), each with the subtotal from which it ships free.",
    area: 'Checkout',
    body: CarriersRequest,
    answers: { 200: Data(z.array(AvailableCarrier)) },
  },
  'GET /api/v2/sales/payments/available': {
    summary: 'The ways to pay.',
    area: 'Checkout',
    answers: { 200: Data(z.array(PaymentMethod)) },
  },
  'POST /api/v2/sales/checkout': {
    summary:
      "Creates the checkout's data for the cart in checkout (201), or reopens it (200), applying the PUT's fields it carries; 409 before the transition.",
    area: 'Checkout',
    body: z.optional(CheckoutChanges),
    answers: { 200: Data(Checkout), 201: Data(Checkout) },
  },
  'PUT /api/v2/sales/checkout': {
    summary: 'Changes the checkout: a key left out keeps its value, null clears it.',
    area: 'Checkout',
    body: CheckoutChanges,
    answers: { 200: Data(Checkout) },
  },
  'GET /api/v2/sales/checkout': {
    summary: "The checkout's data, without the cart (that is checkout_b2c); 404 before the POST.",
    area: 'Checkout',
    answers: { 200: Data(Checkout) },
  },
  'POST /store-front/api/sales/cart/coupon/apply': {
    summary: 'Applies a coupon to the cart.',
    area: 'Checkout',
    body: CouponApplyRequest,
    answers: { 200: Data(Cart) },
  },
  'GET /store-front/api/sales/cart/coupon/available': {
    summary: 'The coupons on offer.',
    area: 'Checkout',
    answers: { 200: Data(z.array(Coupon)) },
  },

  // Addresses
  'GET /store-front/api/account/addresses': {
    summary: "The customer's shipping addresses.",
    area: 'Addresses',
    answers: { 200: Data(z.array(SavedAddress)) },
  },
  'POST /store-front/api/account/addresses': {
    summary: 'Saves a new shipping address.',
    area: 'Addresses',
    body: ShippingAddressRequest,
    answers: { 201: Data(SavedAddress) },
  },
  'PUT /store-front/api/account/addresses/{id}': {
    summary: 'Changes a shipping address; fields left out keep their values.',
    area: 'Addresses',
    params: id,
    body: ShippingAddressRequest,
    answers: { 200: Data(SavedAddress) },
  },
  'DELETE /store-front/api/account/addresses/{id}': {
    summary: 'Deletes a shipping address.',
    area: 'Addresses',
    params: id,
    answers: { 204: null },
  },
  'PUT /store-front/api/account/addresses/{id}/mark-as-default': {
    summary: 'Makes a shipping address the default; answers them all.',
    area: 'Addresses',
    params: id,
    answers: { 200: Data(z.array(SavedAddress)) },
  },
  'GET /store-front/api/account/addresses/billing': {
    summary: 'The billing address, or null.',
    area: 'Addresses',
    answers: { 200: Data(z.nullable(BillingAddress)) },
  },
  'POST /store-front/api/account/addresses/billing': {
    summary: 'Creates the billing address (or replaces the one there is).',
    area: 'Addresses',
    body: BillingAddressRequest,
    answers: { 201: Data(BillingAddress) },
  },
  'PUT /store-front/api/account/addresses/billing': {
    summary: 'Replaces the billing address; fields left out keep their values.',
    area: 'Addresses',
    body: BillingAddressRequest,
    answers: { 200: Data(BillingAddress) },
  },

  // Card payment (in-site)
  'POST /store-front/api/sales/payment/redsys/in-site/card-configuration': {
    summary: "What Redsys's in-site card form needs for this order, and its script.",
    area: 'Card payment (in-site)',
    body: CardConfigurationRequest,
    answers: { 200: Data(CardConfiguration) },
  },
  'POST /store-front/api/sales/payment/redsys/in-site/process': {
    summary: "Pays with the card form's idOper: a final answer or a 3-D Secure challenge.",
    area: 'Card payment (in-site)',
    body: ProcessRequest,
    answers: { 200: Data(PaymentResult) },
  },
  'POST /store-front/api/sales/payment/redsys/in-site/challenge': {
    summary:
      "The bank's 3-D Secure page posts the CRes here; redirects the shopper to the shop's outcome page.",
    area: 'Card payment (in-site)',
    form: z.object({ cres: z.string() }),
    answers: { 303: 'redirect' },
  },

  // Not in the spec
  'DELETE /store-front/api/sales/cart/coupon': {
    summary:
      "Takes the applied coupon off the cart (the spec gives only 'apply'; a shopper who typed the wrong one must be able to undo it).",
    area: 'Not in the spec',
    answers: { 200: Data(Cart) },
  },
  'GET /api/v1/email/verify': {
    summary:
      "The e-mailed link that confirms a new account; redirects to the shop's /auth/callback?verified=1|0.",
    area: 'Not in the spec',
    query: z.object({ secret: z.optional(z.string()) }),
    answers: { 302: 'redirect' },
  },
} satisfies Record<string, EndpointSpec>;

/** A call's name, `METHOD path`: how logs, errors and the OpenAPI document refer to it. */
export type EndpointName = keyof typeof ENDPOINTS;
