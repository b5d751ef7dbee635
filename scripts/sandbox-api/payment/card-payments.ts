import type { CardConfiguration, PaymentResult } from '@shop/contract/payment';
import { HttpError } from '../http/errors.ts';
import { DS_AUTHORISED, dsResponseMessage, isAuthorised } from '../redsys/cards.ts';
import { decodeCres } from '../redsys/emv3ds.ts';
import { EURO, type MerchantAccount } from '../redsys/merchant-account.ts';
import { type Charge, type ChargeVerdict, type RedsysMerchant, UntrustedAnswer } from '../redsys/merchant.ts';
import type { ProcessInput } from './input.ts';
import type { PayableOrder, PayableOrders, Payer } from './payable.ts';
import type { PaymentAttempt, PaymentStore } from './store.ts';

/** Where the bank page's CRes leaves the shopper: the shop's return URL with the outcome. */
export interface ChallengeLanding {
  redirectTo: string;
}

export const ORDER_NOT_FOUND = 'Pedido no encontrado.';
export const ALREADY_PAID = 'Este pedido ya está pagado.';
export const CANCELLED_NOT_PAYABLE = 'Este pedido está cancelado y no se puede pagar.';
const NOTHING_TO_PAY = 'Este pedido no tiene importe que pagar con tarjeta.';
const NOT_THIS_ORDER = 'Este número de operación de Redsys no es de este pedido.';
const AMOUNT_CHANGED = 'El importe del pedido ha cambiado: vuelve a cargar el formulario de pago.';
const CARD_NOT_USABLE =
  'No se ha podido usar la tarjeta: el formulario de pago ha caducado o ya se usó. Vuelve a introducirla.';
const CHALLENGE_UNKNOWN = 'La autenticación no es válida o ha caducado.';
const GATEWAY_FAILED = 'La pasarela de pago no ha respondido como se esperaba.';
/** Statuses an order reaches only once paid. */
const SETTLED = new Set(['paid', 'shipped', 'delivered']);

export interface CardPaymentDeps {
  orders: PayableOrders;
  store: PaymentStore;
  merchant: RedsysMerchant;
  account: MerchantAccount;
  /** The sandbox's public base URL (script, challenge notification). */
  apiUrl: () => string;
  notificationPath: string;
  scriptPath: string;
}

/**
 * The commerce API's card payment (spec §7 "Card payment (in-site)"): hands out a Redsys order
 * number per attempt, charges the idOper of the card form through Redsys REST, and finishes 3-D
 * Secure challenges. It records every answered charge attempt and tells the orders the outcome;
 * an order already paid is never charged again.
 */
export function createCardPayments(deps: CardPaymentDeps) {
  const { orders, store, merchant, account } = deps;

  const payableOrder = (payer: Payer, orderId: number): PayableOrder => {
    const order = orders.payable(payer, orderId);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    if (order.status === 'cancelled') throw new HttpError(422, CANCELLED_NOT_PAYABLE);
    return order;
  };

  const alreadyPaid = (order: PayableOrder): PaymentResult => ({
    status: 'authorised',
    ds_response: store.lastAuthorised(order.id)?.ds_response ?? DS_AUTHORISED,
    message: ALREADY_PAID,
    order_id: order.id,
    already_paid: true,
  });

  /** Records an answered charge and tells the orders: every final answer goes through here. */
  const conclude = (charge: Charge, orderId: number, dsResponse: string, authorised: boolean) => {
    store.recordCharge({
      order_id: orderId,
      redsys_order: charge.redsysOrder,
      id_oper: charge.idOper,
      amount_cents: charge.amountCents,
      ds_response: dsResponse,
      authorised,
    });
    store.finishAttempt(charge.redsysOrder, dsResponse);
    orders.settle(orderId, { dsResponse, authorised, redsysOrder: charge.redsysOrder });
  };

  const finalBody = (orderId: number, dsResponse: string, authorised: boolean): PaymentResult => ({
    status: authorised ? 'authorised' : 'denied',
    ds_response: dsResponse,
    message: dsResponseMessage(dsResponse),
    order_id: orderId,
  });

  const challengeBody = (attempt: PaymentAttempt): PaymentResult => ({
    status: 'challenge',
    order_id: attempt.orderId,
    challenge: { acs_url: attempt.acsUrl!, creq: attempt.creq! },
  });

  /** Asks Redsys; an answer without its signature is a gateway failure (502), never acted upon. */
  const ask = (call: () => ChargeVerdict): ChargeVerdict => {
    try {
      return call();
    } catch (error) {
      if (error instanceof UntrustedAnswer) throw new HttpError(502, GATEWAY_FAILED);
      throw error;
    }
  };

  const refused = (verdict: Extract<ChargeVerdict, { kind: 'error' }>): HttpError =>
    new HttpError(422, CARD_NOT_USABLE, {
      id_oper: [CARD_NOT_USABLE, `Código de error de Redsys: ${verdict.errorCode}.`],
    });

  return {
    /** A new Redsys order number for the order, and what the card form needs. */
    configure(payer: Payer, orderId: number): CardConfiguration {
      const order = payableOrder(payer, orderId);
      if (SETTLED.has(order.status)) throw new HttpError(422, ALREADY_PAID);
      if (order.totalCents <= 0) throw new HttpError(422, NOTHING_TO_PAY);
      return {
        fuc: account.fuc,
        terminal: account.terminal,
        order: store.createAttempt(order.id, order.totalCents),
        script_url: `${deps.apiUrl()}${deps.scriptPath}`,
        amount: String(order.totalCents),
        currency: EURO,
        merchant_name: account.name,
      };
    },

    /** Charges the card form's idOper: a final answer, or a challenge for the bank page. */
    process(payer: Payer, input: ProcessInput): PaymentResult {
      const order = payableOrder(payer, input.orderId);
      if (SETTLED.has(order.status)) return alreadyPaid(order);
      const attempt = store.attempt(input.redsysOrder);
      if (!attempt || attempt.orderId !== order.id) {
        throw new HttpError(422, NOT_THIS_ORDER, { redsys_order: [NOT_THIS_ORDER] });
      }
      // A repeated call while the holder is on the bank page gets the same challenge, not a charge.
      if (attempt.state === 'challenge' && attempt.idOper === input.idOper) return challengeBody(attempt);
      if (attempt.amountCents !== order.totalCents) throw new HttpError(422, AMOUNT_CHANGED);
      const charge: Charge = {
        redsysOrder: attempt.redsysOrder,
        amountCents: attempt.amountCents,
        idOper: input.idOper,
      };
      const notificationUrl = `${deps.apiUrl()}${deps.notificationPath}`;
      const verdict = ask(() => merchant.start(charge, input.browser, notificationUrl));
      if (verdict.kind === 'error') throw refused(verdict);
      if (verdict.kind === 'final') {
        conclude(charge, order.id, verdict.dsResponse, verdict.authorised);
        return finalBody(order.id, verdict.dsResponse, verdict.authorised);
      }
      store.openChallenge(charge.redsysOrder, {
        idOper: charge.idOper,
        threeDsTransId: verdict.threeDsTransId,
        protocolVersion: verdict.protocolVersion,
        acsUrl: verdict.acsUrl,
        creq: verdict.creq,
        returnUrl: input.returnUrl,
      });
      return challengeBody(store.attempt(charge.redsysOrder)!);
    },

    /**
     * The bank page's CRes: finishes the challenge with Redsys (once: a resubmitted CRes lands on
     * the first outcome) and sends the shopper back to the shop's return URL.
     */
    completeChallenge(cres: unknown): ChallengeLanding {
      const message = decodeCres(cres);
      const attempt = message ? store.attemptByTransId(message.threeDSServerTransID) : null;
      if (!attempt?.idOper || !attempt.returnUrl || !attempt.protocolVersion) {
        throw new HttpError(422, CHALLENGE_UNKNOWN, { cres: [CHALLENGE_UNKNOWN] });
      }
      let dsResponse = attempt.dsResponse;
      if (attempt.state !== 'done') {
        const charge: Charge = {
          redsysOrder: attempt.redsysOrder,
          amountCents: attempt.amountCents,
          idOper: attempt.idOper,
        };
        const protocolVersion = attempt.protocolVersion;
        const verdict = ask(() => merchant.finishChallenge(charge, protocolVersion, cres as string));
        if (verdict.kind === 'error')
          throw new HttpError(422, CHALLENGE_UNKNOWN, { cres: [CHALLENGE_UNKNOWN] });
        if (verdict.kind !== 'final') throw new HttpError(502, GATEWAY_FAILED);
        conclude(charge, attempt.orderId, verdict.dsResponse, verdict.authorised);
        dsResponse = verdict.dsResponse;
      }
      const landing = new URL(attempt.returnUrl);
      landing.searchParams.set('order', String(attempt.orderId));
      landing.searchParams.set('status', dsResponse && isAuthorised(dsResponse) ? 'authorised' : 'denied');
      landing.searchParams.set('ds_response', dsResponse ?? '');
      return { redirectTo: landing.toString() };
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
