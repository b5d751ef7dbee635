import { Hono } from 'hono';
import { createCartStore } from './cart/store.ts';
import type { AppEnv } from './http/env.ts';
import { errorResponse, HttpError } from './http/errors.ts';
import { contractGate, UNKNOWN_ROUTE } from './middleware/contract-gate.ts';
import { type ContractBreach, contractCheck } from './middleware/contract-check.ts';
import { allowedOrigins, cors } from './middleware/cors.ts';
import { csrf } from './middleware/csrf.ts';
import { faultInjection } from './middleware/faults.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { chargeRoutes } from './routes/charges.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { couponRoutes } from './routes/coupons.ts';
import { guestOrderRoutes } from './routes/guest-orders.ts';
import { imageRoutes } from './routes/images.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { operatorRoutes } from './routes/operator.ts';
import { orderRatingRoutes } from './routes/order-ratings.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payment.ts';
import { ratingRoutes } from './routes/ratings.ts';
import { redsysPageRoutes } from './routes/redsys-pages.ts';
import { searchRoutes } from './routes/search.ts';
import { createSearcher } from './search/query.ts';
import { sessionRoutes } from './routes/session.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import type { SandboxState } from './state.ts';

/** How the app is put together beyond its state. */
export interface AppOptions {
  /** Checks every answer against the contract and reports each one it does not allow (tests). */
  checkContract?: (breach: ContractBreach) => void;
}

/**
 * The sandbox's HTTP application. Order matters: CORS first (preflights and headers on every
 * answer, errors included), then the contract gate (only the calls of src/contract/endpoints.ts
 * pass: contract-calls.ts), then faults, then the contract check (when on: the faults' answers are
 * made up on purpose), then the CSRF check, then the routes.
 */
export function createApp(state: SandboxState, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', cors(allowedOrigins()));
  app.use('*', contractGate());
  app.use('*', faultInjection(state.faults));
  if (options.checkContract) app.use('*', contractCheck(options.checkContract));
  app.use('*', csrf(state.sessions));
  const search = createSearcher(state.db, state.index);
  operatorRoutes(app, state, search);
  openApiRoutes(app, state);
  sessionRoutes(app, state);
  authRoutes(app, state);
  catalogRoutes(app, state);
  searchRoutes(app, state, search);
  ratingRoutes(app, state);
  const carts = createCartStore(state.db);
  cartRoutes(app, state, carts);
  couponRoutes(app, state, carts);
  checkoutRoutes(app, state, carts);
  orderRoutes(app, state, carts);
  guestOrderRoutes(app, state, carts);
  invoiceRoutes(app, state);
  orderRatingRoutes(app, state);
  paymentRoutes(app, state, state.payableOrders);
  redsysPageRoutes(app, state);
  chargeRoutes(app, state);
  wishlistRoutes(app, state);
  imageRoutes(app, state);
  app.notFound((c) => errorResponse(c, 404, UNKNOWN_ROUTE));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.errors);
    console.error('sandbox API error:', error);
    return errorResponse(c, 500, 'Error interno del servidor.');
  });
  return app;
}
