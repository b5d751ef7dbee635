import { randomInt } from 'node:crypto';
import {
  cardCheck,
  DS_AUTHENTICATION_FAILED,
  DS_CANCELLED_BY_USER,
  DS_REPEATED_ORDER,
  findTestCard,
  isAuthorised,
  maskedNumber,
} from './cards.ts';
import { decodeCres, encodeCreq } from './emv3ds.ts';
import {
  AUTHORISATION,
  EMV3DS_VERSION,
  EURO,
  findMerchant,
  type MerchantAccount,
  NO_3DS_V2,
  SANDBOX_MERCHANT,
} from './merchant-account.ts';
import type { Operation, OperationStore } from './operations.ts';
import {
  SIS_AMOUNT,
  SIS_CURRENCY,
  SIS_OPERATION_STATE,
  SIS_ORDER_FORMAT,
  SIS_PARAMETERS_DECODING,
  SIS_PARAMETERS_JSON,
  SIS_SIGNATURE,
  SIS_SIGNATURE_VERSION,
  SIS_TRANSACTION_TYPE,
  SIS_UNKNOWN_FUC,
  SIS_UNKNOWN_TERMINAL,
} from './sis-errors.ts';
import {
  decodeParameters,
  isRedsysOrder,
  SIGNATURE_VERSION,
  type SignedMessage,
  signMessage,
  toBase64Url,
  verify,
} from './signature.ts';

/** What Redsys's REST endpoints answer: a signed message, or a SIS error when the request is wrong. */
export type RestAnswer = SignedMessage | { errorCode: string };

/** A request that passed the envelope checks. */
interface Checked {
  merchant: MerchantAccount;
  order: string;
  amountCents: number;
  operation: Operation;
  /** DS_MERCHANT_EMV3DS, when sent. */
  emv: Record<string, unknown> | null;
}

const AMOUNT = /^\d{1,12}$/;
/** Ds_Card_Brand: 1 is VISA, 2 Mastercard (first digit 5). */
const CARD_BRANDS: Readonly<Record<string, string>> = { '4': '1', '5': '2' };
/** Ds_Card_Country of the test cards: Spain (ISO 3166 numeric). */
const SPAIN = '724';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export interface GatewayOptions {
  operations: OperationStore;
  /** Where the bank page (ACS) is: known once the server listens. */
  acsUrl: () => string;
  now?: () => Date;
}

/**
 * The simulated Redsys REST side: `iniciaPeticionREST` (which 3-D Secure version the card speaks)
 * and `trataPeticionREST` (authentication data, challenge response, authorisation). It trusts
 * nothing the merchant says without the signature, and nothing the browser carried: the outcome of
 * a challenge is what the bank page recorded, not what the CRes claims. An operation is answered
 * for good once; asking again is a repeated order (0913).
 */
export function createRedsysGateway({ operations, acsUrl, now = () => new Date() }: GatewayOptions) {
  const check = (message: unknown): Checked | { errorCode: string } => {
    if (!isObject(message) || message.Ds_SignatureVersion !== SIGNATURE_VERSION) {
      return { errorCode: SIS_SIGNATURE_VERSION };
    }
    const encoded = message.Ds_MerchantParameters;
    if (typeof encoded !== 'string') return { errorCode: SIS_PARAMETERS_DECODING };
    const params = decodeParameters(encoded);
    if (!params) return { errorCode: SIS_PARAMETERS_JSON };
    const order = params.DS_MERCHANT_ORDER;
    if (!isRedsysOrder(order)) return { errorCode: SIS_ORDER_FORMAT };
    if (params.DS_MERCHANT_MERCHANTCODE !== SANDBOX_MERCHANT.fuc) return { errorCode: SIS_UNKNOWN_FUC };
    const merchant = findMerchant(params.DS_MERCHANT_MERCHANTCODE, params.DS_MERCHANT_TERMINAL);
    if (!merchant) return { errorCode: SIS_UNKNOWN_TERMINAL };
    if (!verify(merchant.secret, order, encoded, message.Ds_Signature)) return { errorCode: SIS_SIGNATURE };
    if (params.DS_MERCHANT_CURRENCY !== EURO) return { errorCode: SIS_CURRENCY };
    const amount = params.DS_MERCHANT_AMOUNT;
    if (typeof amount !== 'string' || !AMOUNT.test(amount) || Number(amount) === 0) {
      return { errorCode: SIS_AMOUNT };
    }
    if (params.DS_MERCHANT_TRANSACTIONTYPE !== AUTHORISATION) return { errorCode: SIS_TRANSACTION_TYPE };
    const operation =
      typeof params.DS_MERCHANT_IDOPER === 'string' ? operations.find(params.DS_MERCHANT_IDOPER) : null;
    const usable =
      operation !== null &&
      findMerchant(operation.fuc, operation.terminal) === merchant &&
      operation.merchantOrder === order &&
      !(operation.state === 'tokenised' && operations.expired(operation));
    if (!usable) return { errorCode: SIS_OPERATION_STATE };
    const emv = isObject(params.DS_MERCHANT_EMV3DS) ? params.DS_MERCHANT_EMV3DS : null;
    return { merchant, order, amountCents: Number(amount), operation, emv };
  };

  /** Redsys signs its answers with the merchant's key for the order, here in base64url. */
  const answer = (request: Checked, fields: Record<string, unknown>): SignedMessage => {
    const signed = signMessage(request.merchant.secret, request.order, {
      Ds_Amount: String(request.amountCents),
      Ds_Currency: EURO,
      Ds_Order: request.order,
      Ds_MerchantCode: request.merchant.fuc,
      Ds_Terminal: request.merchant.terminal,
      Ds_TransactionType: AUTHORISATION,
      ...fields,
    });
    return { ...signed, Ds_Signature: toBase64Url(signed.Ds_Signature) };
  };

  const final = (request: Checked, dsResponse: string): SignedMessage => {
    const { card } = request.operation;
    const authorised = isAuthorised(dsResponse);
    const known = findTestCard(card.card);
    return answer(request, {
      Ds_Response: dsResponse,
      Ds_AuthorisationCode: authorised ? String(randomInt(100_000, 1_000_000)) : '',
      Ds_SecurePayment: authorised && known && known.flow !== 'none' ? '1' : '0',
      Ds_Card_Number: maskedNumber(card),
      Ds_Card_Brand: CARD_BRANDS[known?.number[0] ?? ''] ?? '1',
      Ds_Card_Country: SPAIN,
      Ds_MerchantData: '',
    });
  };

  /** Answers for good; a request that lost the race to another one is a repeated order. */
  const settle = (request: Checked, dsResponse: string): SignedMessage =>
    operations.finish(request.operation.idOper, dsResponse, request.amountCents)
      ? final(request, dsResponse)
      : final(request, DS_REPEATED_ORDER);

  const challengeResponse = (request: Checked): RestAnswer => {
    const { operation } = request;
    const cres = decodeCres(request.emv?.cres);
    if (operation.state !== 'challenge' || cres?.threeDSServerTransID !== operation.threeDsTransId) {
      return { errorCode: SIS_OPERATION_STATE };
    }
    if (operation.authentication === 'cancelled') return settle(request, DS_CANCELLED_BY_USER);
    if (operation.authentication !== 'Y') return settle(request, DS_AUTHENTICATION_FAILED);
    return settle(request, findTestCard(operation.card.card)!.dsResponse);
  };

  return {
    /** iniciaPeticionREST with `threeDSInfo: 'CardData'`: the card's 3-D Secure version. */
    iniciaPeticion(message: unknown): RestAnswer {
      const request = check(message);
      if ('errorCode' in request) return request;
      if (request.emv?.threeDSInfo !== 'CardData') return { errorCode: SIS_PARAMETERS_JSON };
      const card = findTestCard(request.operation.card.card);
      const emv =
        card && card.flow !== 'none'
          ? {
              protocolVersion: EMV3DS_VERSION,
              threeDSServerTransID: operations.transId(request.operation),
              threeDSInfo: 'CardConfiguration',
            }
          : { protocolVersion: NO_3DS_V2, threeDSInfo: 'CardConfiguration' };
      return answer(request, { Ds_EMV3DS: emv, Ds_Card_PSD2: 'Y' });
    },

    /**
     * trataPeticionREST: the authorisation, with `AuthenticationData` (the browser's fields) for a
     * 3-D Secure card, or `ChallengeResponse` (the CRes) after the bank page.
     */
    trataPeticion(message: unknown): RestAnswer {
      const request = check(message);
      if ('errorCode' in request) return request;
      const { operation, emv } = request;
      if (operation.state === 'final') return final(request, DS_REPEATED_ORDER);
      if (emv?.threeDSInfo === 'ChallengeResponse') return challengeResponse(request);
      // The holder is on the bank page: authorising the same order again is a repeated order.
      if (operation.state === 'challenge') return final(request, DS_REPEATED_ORDER);
      const denial = cardCheck(operation.card, now());
      if (denial) return settle(request, denial);
      const card = findTestCard(operation.card.card)!;
      if (card.flow === 'none') return settle(request, card.dsResponse);
      // Strong customer authentication: a 3-D Secure v2 card is never charged unauthenticated.
      if (
        emv?.threeDSInfo !== 'AuthenticationData' ||
        emv.threeDSServerTransID !== operation.threeDsTransId
      ) {
        return settle(request, DS_AUTHENTICATION_FAILED);
      }
      if (card.flow === 'frictionless') return settle(request, card.dsResponse);
      if (!isHttpUrl(emv.notificationURL)) return { errorCode: SIS_PARAMETERS_JSON };
      if (!operations.openChallenge(operation.idOper, request.amountCents, emv.notificationURL)) {
        return final(request, DS_REPEATED_ORDER);
      }
      return answer(request, {
        Ds_EMV3DS: {
          threeDSInfo: 'ChallengeRequest',
          protocolVersion: EMV3DS_VERSION,
          acsURL: acsUrl(),
          creq: encodeCreq(operation.threeDsTransId!, emv.notificationURL),
        },
      });
    },
  };
}

export type RedsysGateway = ReturnType<typeof createRedsysGateway>;
