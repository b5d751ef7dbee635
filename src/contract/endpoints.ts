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
type Takes = Omit<EndpointSpec, 'area' | 'answers'>;
/** One area's calls, each without the area's name. */
type AreaCalls = Record<string, Omit<EndpointSpec, 'area'>>;

/** One call's entry: its answers and what it takes (what it does is in ./endpoint-summaries.ts). */
const endpoint = /* @__NO_SIDE_EFFECTS__ */ <
  const A extends Record<number, AnswerBody>,
  const T extends Takes = Record<never, never>,
>(
  answers: A,
  takes?: T,
) => ({ answers, ...takes }) as { answers: NoInfer<A> } & NoInfer<T>;

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
 * What each call does, in words, is in ./endpoint-summaries.ts: only the OpenAPI document needs
 * it, and this table ships in the browser's JavaScript.
 */
export const ENDPOINTS = {
  ...area('Ratings', {
    'GET /store-front/api/rating': endpoint(
      { 200: Paginated(Rating) },
      { query: z.extend(page(100), { product_id: z.optional(z.int()), sort: z.optional(RatingSort) }) },
    ),
    'GET /store-front/api/rating/{orderId}/voted': endpoint(ok(OrderRatings), {
      params: z.object({ orderId: z.int() }),
      query: z.object({ token: z.optional(z.string()) }),
    }),
    'POST /store-front/api/rating/{lineId}/rate': endpoint(ok(OrderRatingItem), {
      ...lineId,
      body: RateRequest,
    }),
    'POST /store-front/api/rating/{lineId}/review': endpoint(ok(OrderRatingItem), {
      ...lineId,
      body: ReviewRequest,
    }),
  }),
  ...area('Authentication and account', {
    'GET /sanctum/csrf-cookie': endpoint(none),
    'POST /api/v1/auth/login': endpoint(ok(User), {
      body: LoginRequest,
    }),
    'GET /api/v1/auth/logout': endpoint(none),
    'GET /api/v1/user': endpoint(ok(User)),
    'POST /api/v1/register': endpoint({ 202: MessageBody }, { body: RegisterRequest }),
    'POST /api/v1/password/send_reset': endpoint({ 200: MessageBody }, { body: SendResetRequest }),
    'POST /api/v1/password/reset': endpoint({ 200: MessageBody }, { body: ResetPasswordRequest }),
    'PUT /api/v1/user/change_password': endpoint({ 200: MessageBody }, { body: ChangePasswordRequest }),
    'PUT /api/v2/user': endpoint(ok(User), { body: UpdateUserRequest }),
    'GET /store-front/api/sales/invoice': endpoint(ok(z.array(Invoice))),
    'GET /store-front/api/sales/invoice/{id}.pdf': endpoint({ 200: 'pdf' }, id),
    'GET /store-front/api/sales/order': endpoint({ 200: Paginated(Order) }, { query: page(100) }),
    'GET /store-front/api/sales/order/{id}': endpoint(ok(Order), id),
    'POST /store-front/api/sales/order/{id}/pay': endpoint(ok(Order), { ...id, body: PayRequest }),
    'POST /store-front/api/sales/order/{id}/to-cart': endpoint(toCart, id),
    'GET /api/v1/clients/{clientId}/shops': endpoint(ok(z.array(ClientShop)), {
      params: z.object({ clientId: z.int() }),
    }),
  }),
  ...area('Guest', {
    'GET /store-front/api/guest/sales/order/{id}': endpoint(ok(Order), {
      ...id,
      query: GuestContactBody,
    }),
    'POST /store-front/api/guest/sales/order/{id}/pay': endpoint(ok(Order), { ...id, body: GuestPayRequest }),
    'POST /store-front/api/guest/sales/order/{id}/to-cart': endpoint(toCart, {
      ...id,
      body: GuestContactBody,
    }),
    'PUT /api/store-front/session/data': endpoint(ok(SessionData), { body: SessionDataRequest }),
    'DELETE /api/store-front/session': endpoint(none),
  }),
  ...area('Catalogue and search', {
    'POST /api/v2/search/': endpoint({ 200: SearchResponse }, { body: SearchRequest }),
    'GET /api/v2/catalog/products/{idOrPath}': endpoint(ok(Product), {
      params: z.object({ idOrPath: z.string() }),
    }),
    'GET /api/v2/catalog/categories/{id}': endpoint(ok(CategoryDetail), openQuery),
    'GET /api/v2/catalog/brands/{id}': endpoint(ok(Brand), openQuery),
    'GET /store-front/api/{product}/search': endpoint(
      { 200: SearchResponse },
      { ...product, query: TextSearchQuery },
    ),
    'GET /api/v1/categories/tree': endpoint(ok(z.array(Category)), {
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
    }),
  }),
  ...area('Cart', {
    'GET /store-front/api/sales/cart_b2c': endpoint({ ...ok(Cart), ...none }),
    'GET /store-front/api/sales/checkout_b2c': endpoint({ ...ok(Cart), ...none }),
    'POST /store-front/api/sales/cart_b2c': endpoint(toCart, { body: CartSaveRequest }),
    'POST /store-front/api/sales/cart_b2c/gift-card/request': endpoint(ok(GiftCardRequested), {
      body: GiftCardRequest,
    }),
    'DELETE /store-front/api/sales/cart_b2c': endpoint(none),
    'POST /api/v1/cart/checkout': endpoint(created(Order)),
    'POST /store-front/api/sales/cart_b2c/transition': endpoint(created(Cart)),
    'GET /store-front/api/{product}/greater-18': endpoint(ok(AgeConfirmation), product),
  }),
  ...area('Wishlist', {
    'GET /api/v1/wishlist/{id}': endpoint(ok(WishedProduct), id),
    'GET /api/v1/wish-list/ids': endpoint(ok(WishlistIds)),
    'GET /api/v1/wish-list': endpoint({ 200: Paginated(Product) }, { query: page(100) }),
    'POST /api/v1/wish-list/{id}': endpoint(ok(WishlistIds), id),
    'DELETE /api/v1/wish-list/{id}': endpoint(ok(WishlistIds), id),
  }),
  ...area('Checkout', {
    'POST /api/v2/sales/carriers/availables': endpoint(ok(z.array(AvailableCarrier)), {
      body: CarriersRequest,
    }),
    'GET /api/v2/sales/payments/available': endpoint(ok(z.array(PaymentMethod))),
    'POST /api/v2/sales/checkout': endpoint(created(Checkout), { body: z.optional(CheckoutChanges) }),
    'PUT /api/v2/sales/checkout': endpoint(ok(Checkout), { body: CheckoutChanges }),
    'GET /api/v2/sales/checkout': endpoint(ok(Checkout)),
    'POST /store-front/api/sales/cart/coupon/apply': endpoint(ok(Cart), {
      body: CouponApplyRequest,
    }),
    'GET /store-front/api/sales/cart/coupon/available': endpoint(ok(z.array(Coupon))),
  }),
  ...area('Addresses', {
    'GET /store-front/api/account/addresses': endpoint(ok(Saved)),
    'POST /store-front/api/account/addresses': endpoint(
      { 201: Data(SavedAddress) },
      { body: ShippingAddressRequest },
    ),
    'PUT /store-front/api/account/addresses/{id}': endpoint(ok(SavedAddress), {
      ...id,
      body: ShippingAddressRequest,
    }),
    'DELETE /store-front/api/account/addresses/{id}': endpoint(none, id),
    'PUT /store-front/api/account/addresses/{id}/mark-as-default': endpoint(ok(Saved), id),
    'GET /store-front/api/account/addresses/billing': endpoint(ok(z.nullable(BillingAddress))),
    'POST /store-front/api/account/addresses/billing': endpoint(
      { 201: Data(BillingAddress) },
      { body: BillingAddressRequest },
    ),
    'PUT /store-front/api/account/addresses/billing': endpoint(ok(BillingAddress), {
      body: BillingAddressRequest,
    }),
  }),
  ...area('Card payment (in-site)', {
    'POST /store-front/api/sales/payment/redsys/in-site/card-configuration': endpoint(ok(CardConfiguration), {
      body: CardConfigurationRequest,
    }),
    'POST /store-front/api/sales/payment/redsys/in-site/process': endpoint(ok(PaymentResult), {
      body: ProcessRequest,
    }),
    'POST /store-front/api/sales/payment/redsys/in-site/challenge': endpoint(
      { 303: 'redirect' },
      { form: z.object({ cres: z.string() }) },
    ),
  }),
  ...area('Not in the spec', {
    'DELETE /store-front/api/sales/cart/coupon': endpoint(ok(Cart)),
    'GET /api/v1/email/verify': endpoint(
      { 302: 'redirect' },
      { query: z.object({ secret: z.optional(z.string()) }) },
    ),
  }),
} satisfies Record<string, EndpointSpec>;

/** A call's name, `METHOD path`: how logs, errors and the OpenAPI document refer to it. */
export type EndpointName = keyof typeof ENDPOINTS;
