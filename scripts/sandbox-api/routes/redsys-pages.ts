import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { formFields } from '../http/form.ts';
import { jsonBody } from '../http/params.ts';
import { allowedOrigins } from '../middleware/cors.ts';
import { createAcs } from '../redsys/acs.ts';
import { findTestCard, luhnValid, TEST_CVV, UNKNOWN_CARD } from '../redsys/cards.ts';
import { newNonce, sendPage } from '../redsys/html.ts';
import { findMerchant, SANDBOX_MERCHANT } from '../redsys/merchant-account.ts';
import { createOperationStore } from '../redsys/operations.ts';
import { storefrontSources } from '../redsys/origins.ts';
import { acsErrorPage, acsPage, cresPage } from '../redsys/pages/acs.ts';
import { browserScripts } from '../redsys/pages/bundle.ts';
import { cardFormPage, formErrorPage, formParams } from '../redsys/pages/card-form.ts';
import { redsysScript } from '../redsys/pages/script.ts';
import { ACS_ANSWER_PATH, ACS_PATH, FORM_PATH, SCRIPT_PATH, TOKENIZE_PATH } from '../redsys/paths.ts';
import {
  SIS_CARD_LENGTH,
  SIS_CARD_MISTYPED,
  SIS_CARD_NOT_NUMERIC,
  SIS_CVV_FORMAT,
  SIS_EXPIRY_FORMAT,
  SIS_ORDER_FORMAT,
  SIS_UNKNOWN_FUC,
  SIS_UNKNOWN_TERMINAL,
} from '../redsys/sis-errors.ts';
import { isRedsysOrder } from '../redsys/signature.ts';
import type { SandboxState } from '../state.ts';

const CARD_LENGTH = /^\d{12,19}$/;
/** The card form sends MMYY (what the shopper typed, slash removed). */
const EXPIRY_MMYY = /^(\d{2})(\d{2})$/;
const CVV = /^\d{3,4}$/;

/** The merchant fields of the form's query or the tokenize body: null when fine, else the SIS code. */
function merchantError(fuc: unknown, terminal: unknown, order: unknown): string | null {
  if (fuc !== SANDBOX_MERCHANT.fuc) return SIS_UNKNOWN_FUC;
  if (!findMerchant(fuc, terminal)) return SIS_UNKNOWN_TERMINAL;
  return isRedsysOrder(order) ? null : SIS_ORDER_FORMAT;
}

/** The card fields of a tokenize body: null when fine, else the SIS code. */
function cardError(number: string, expiry: string, cvv: string): string | null {
  if (!/^\d+$/.test(number)) return SIS_CARD_NOT_NUMERIC;
  if (!CARD_LENGTH.test(number)) return SIS_CARD_LENGTH;
  if (!luhnValid(number)) return SIS_CARD_MISTYPED;
  if (!EXPIRY_MMYY.test(expiry)) return SIS_EXPIRY_FORMAT;
  return CVV.test(cvv) ? null : SIS_CVV_FORMAT;
}

/**
 * The simulated Redsys's browser side, served by the sandbox under /redsys/ (outside the CSRF
 * rule, which only guards /api/ and /store-front/): redsysV3.js, the card form the iframe shows,
 * the endpoint that turns its card into an idOper, and the bank page of a 3-D Secure challenge.
 * None of it reads or sets a cookie; the pages may be framed by the shop's origins only.
 */
export function redsysPageRoutes(
  app: Hono<AppEnv>,
  state: Pick<SandboxState, 'db' | 'urls'>,
  storefrontOrigins: ReadonlySet<string> = allowedOrigins(),
): void {
  // The pages' scripts are bundled now, once per process, rather than on a shopper's first request.
  browserScripts();
  const operations = createOperationStore(state.db);
  const acs = createAcs(operations);
  const shops = storefrontSources(storefrontOrigins);
  const page = (c: Context, html: (nonce: string) => string, status: 400 | 200 = 200, formTarget = '') => {
    const nonce = newNonce();
    const policy = { nonce, frameAncestors: `'self' ${shops}`, formAction: `'self' ${formTarget} ${shops}` };
    return sendPage(c, html(nonce), policy, status);
  };

  app.get(SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(redsysScript(state.urls.api));
  });

  app.get(FORM_PATH, (c) => {
    const query = c.req.query();
    const error = merchantError(query.fuc, query.terminal, query.order);
    if (error) return page(c, (nonce) => formErrorPage(error, nonce), 400);
    const merchant = findMerchant(query.fuc, query.terminal)!;
    const params = {
      ...formParams(query),
      fuc: merchant.fuc,
      terminal: merchant.terminal,
      order: query.order!,
    };
    return page(c, (nonce) => cardFormPage(params, nonce));
  });

  app.post(TOKENIZE_PATH, async (c) => {
    const body = await jsonBody(c);
    const merchantProblem = merchantError(body.fuc, body.terminal, body.order);
    if (merchantProblem) return c.json({ errorCode: merchantProblem }, 422);
    const number = String(body.card_number ?? '').replace(/[\s-]/g, '');
    const expiry = String(body.expiry ?? '').replace(/[\s/]/g, '');
    const cvv = String(body.cvv ?? '').trim();
    const cardProblem = cardError(number, expiry, cvv);
    if (cardProblem) return c.json({ errorCode: cardProblem }, 422);
    const merchant = findMerchant(body.fuc, body.terminal)!;
    const [, month, year] = EXPIRY_MMYY.exec(expiry)!;
    const idOper = operations.tokenise(
      { fuc: merchant.fuc, terminal: merchant.terminal, order: body.order as string },
      {
        card: findTestCard(number)?.id ?? UNKNOWN_CARD,
        last4: number.slice(-4),
        expiry: `${year}${month}`,
        cvvOk: cvv === TEST_CVV,
      },
    );
    return c.json({ idOper });
  });

  app.post(ACS_PATH, async (c) => {
    const { creq } = await formFields(c);
    const challenge = acs.open(creq);
    if (!challenge) return page(c, acsErrorPage, 400);
    return page(c, (nonce) => acsPage(challenge, SANDBOX_MERCHANT.name, nonce));
  });

  app.post(ACS_ANSWER_PATH, async (c) => {
    const form = await formFields(c);
    const answer = acs.answer(form.threeDSServerTransID ?? '', {
      otp: (form.otp ?? '').trim(),
      cancel: form.action === 'cancel',
    });
    if (!answer) return page(c, acsErrorPage, 400);
    const target = new URL(answer.notificationUrl).origin;
    return page(c, (nonce) => cresPage(answer.notificationUrl, answer.cres, nonce), 200, target);
  });
}
