import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { formFields } from '../http/form.ts';
import { jsonBody } from '../http/params.ts';
import { allowedOrigins } from '../middleware/cors.ts';
import { createCardPayments } from '../payment/card-payments.ts';
import { parseOrderId, parseProcessInput } from '../payment/input.ts';
import { requireShopper } from '../orders/shopper.ts';
import type { PayableOrders, Payer } from '../payment/payable.ts';
import { createPaymentStore } from '../payment/store.ts';
import { createRedsysGateway } from '../redsys/gateway.ts';
import { createRedsysMerchant } from '../redsys/merchant.ts';
import { SANDBOX_MERCHANT } from '../redsys/merchant-account.ts';
import { createOperationStore } from '../redsys/operations.ts';
import {
  ACS_PATH,
  CARD_CONFIGURATION_PATH,
  CHALLENGE_NOTIFICATION_PATH,
  PROCESS_PATH,
  SCRIPT_PATH,
} from '../redsys/paths.ts';
import type { SandboxState } from '../state.ts';

/** What the payment routes use of the sandbox's state. */
export type PaymentState = Pick<SandboxState, 'db' | 'sessions' | 'urls'>;

/**
 * Spec §7 "Card payment (in-site)": card-configuration and process (JSON, CSRF-checked, for the
 * session's owner), plus the challenge notification the bank page posts (a form, exempt from the
 * CSRF check: middleware/csrf.ts says why). `orders` is the orders' side of the payment seam;
 * the merchant (this API) reaches the simulated Redsys through its REST format, signed.
 */
export function paymentRoutes(
  app: Hono<AppEnv>,
  state: PaymentState,
  orders: PayableOrders,
  storefrontOrigins: ReadonlySet<string> = allowedOrigins(),
): void {
  const gateway = createRedsysGateway({
    operations: createOperationStore(state.db),
    acsUrl: () => `${state.urls.api}${ACS_PATH}`,
  });
  const payments = createCardPayments({
    orders,
    store: createPaymentStore(state.db),
    merchant: createRedsysMerchant(SANDBOX_MERCHANT, gateway),
    account: SANDBOX_MERCHANT,
    apiUrl: () => state.urls.api,
    notificationPath: CHALLENGE_NOTIFICATION_PATH,
    scriptPath: SCRIPT_PATH,
  });

  /** The caller as the orders see a payer: the owner of the session's data and the session. */
  const payer = (c: Context<AppEnv>): Payer => {
    const { owner, sessionId } = requireShopper(c, state.sessions);
    return { owner, sessionId };
  };

  app.post(CARD_CONFIGURATION_PATH, async (c) => {
    const caller = payer(c);
    const orderId = parseOrderId(await jsonBody(c));
    return c.json({ data: payments.configure(caller, orderId) });
  });

  app.post(PROCESS_PATH, async (c) => {
    const caller = payer(c);
    const headers = {
      userAgent: c.req.header('User-Agent'),
      accept: c.req.header('Accept'),
      acceptLanguage: c.req.header('Accept-Language'),
    };
    const input = parseProcessInput(await jsonBody(c), headers, storefrontOrigins);
    // Everything after the body is read runs without awaiting: two calls cannot interleave.
    return c.json({ data: payments.process(caller, input) });
  });

  // No session needed: the bank page posts it, and the CRes names the payment in flight.
  app.post(CHALLENGE_NOTIFICATION_PATH, async (c) => {
    const { cres } = await formFields(c);
    return c.redirect(payments.completeChallenge(cres).redirectTo, 303);
  });
}
