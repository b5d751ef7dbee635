import { isAuthorised } from './cards.ts';
import type { RestAnswer } from './gateway.ts';
import { AUTHORISATION, EURO, type MerchantAccount, NO_3DS_V2 } from './merchant-account.ts';
import { decodeParameters, type SignedMessage, signMessage, verify } from './signature.ts';

/** The shopper's browser, as EMV 3DS wants it for a frictionless decision. */
export interface BrowserInfo {
  acceptHeader: string;
  userAgent: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  /** Minutes from UTC, as `Date.getTimezoneOffset()` gives them. */
  timeZone: number;
  javaEnabled: boolean;
  colorDepth: number;
}

export interface Charge {
  redsysOrder: string;
  amountCents: number;
  idOper: string;
}

export type ChargeVerdict =
  | { kind: 'final'; dsResponse: string; authorised: boolean }
  | { kind: 'challenge'; acsUrl: string; creq: string; threeDsTransId: string; protocolVersion: string }
  /** A SIS error: Redsys refused the request itself (nothing was charged). */
  | { kind: 'error'; errorCode: string };

/** Redsys's two REST endpoints, as the merchant sees them: signed message in, answer out. */
export interface RedsysRest {
  iniciaPeticion(message: SignedMessage): RestAnswer;
  trataPeticion(message: SignedMessage): RestAnswer;
}

/** A read answer: its checked parameters, or Redsys's SIS error. */
type Answer = { params: Record<string, unknown> } | { errorCode: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer that does not carry Redsys's signature for the order: never acted upon. */
export class UntrustedAnswer extends Error {}

/**
 * The commerce API's side of Redsys REST (what the real API does on its server): it builds the
 * DS_MERCHANT_* parameters, signs them with the merchant's secret, and checks the signature of every
 * answer before reading it. It knows nothing of the simulator's tables: it only speaks the format.
 */
export function createRedsysMerchant(account: MerchantAccount, rest: RedsysRest) {
  const request = (charge: Charge, emv?: Record<string, unknown>): SignedMessage =>
    signMessage(account.secret, charge.redsysOrder, {
      DS_MERCHANT_ORDER: charge.redsysOrder,
      DS_MERCHANT_MERCHANTCODE: account.fuc,
      DS_MERCHANT_TERMINAL: account.terminal,
      DS_MERCHANT_TRANSACTIONTYPE: AUTHORISATION,
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_AMOUNT: String(charge.amountCents),
      DS_MERCHANT_IDOPER: charge.idOper,
      ...(emv ? { DS_MERCHANT_EMV3DS: emv } : {}),
    });

  /** The answer's parameters once its signature is checked, or the SIS error. */
  const read = (answer: RestAnswer, charge: Charge): Answer => {
    if ('errorCode' in answer) return { errorCode: answer.errorCode };
    const { Ds_MerchantParameters: encoded, Ds_Signature: signature } = answer;
    if (!verify(account.secret, charge.redsysOrder, encoded, signature)) {
      throw new UntrustedAnswer('Redsys answered with a signature that does not match.');
    }
    const params = decodeParameters(encoded);
    if (params?.Ds_Order !== charge.redsysOrder) {
      throw new UntrustedAnswer('Redsys answered for another order.');
    }
    return { params };
  };

  const verdict = (answer: Answer): ChargeVerdict => {
    if ('errorCode' in answer) return { kind: 'error', errorCode: answer.errorCode };
    const { Ds_Response: dsResponse, Ds_EMV3DS: emv } = answer.params;
    if (typeof dsResponse === 'string') {
      return { kind: 'final', dsResponse, authorised: isAuthorised(dsResponse) };
    }
    if (
      isObject(emv) &&
      emv.threeDSInfo === 'ChallengeRequest' &&
      typeof emv.acsURL === 'string' &&
      typeof emv.creq === 'string'
    ) {
      return {
        kind: 'challenge',
        acsUrl: emv.acsURL,
        creq: emv.creq,
        threeDsTransId: '',
        protocolVersion: String(emv.protocolVersion),
      };
    }
    throw new UntrustedAnswer('Redsys answered neither a result nor a challenge.');
  };

  return {
    /**
     * Starts the charge: asks the card's 3-D Secure version (iniciaPeticion), then authorises with
     * the browser's data (trataPeticion). The verdict is final, or a challenge for the bank page.
     */
    start(charge: Charge, browser: BrowserInfo, notificationUrl: string): ChargeVerdict {
      const configuration = read(rest.iniciaPeticion(request(charge, { threeDSInfo: 'CardData' })), charge);
      if ('errorCode' in configuration) return verdict(configuration);
      const emv = configuration.params.Ds_EMV3DS;
      const transId = isObject(emv) ? emv.threeDSServerTransID : undefined;
      if (!isObject(emv) || emv.protocolVersion === NO_3DS_V2 || typeof transId !== 'string') {
        return verdict(read(rest.trataPeticion(request(charge)), charge));
      }
      const authentication = {
        threeDSInfo: 'AuthenticationData',
        protocolVersion: emv.protocolVersion,
        browserAcceptHeader: browser.acceptHeader,
        browserUserAgent: browser.userAgent,
        browserJavaEnabled: String(browser.javaEnabled),
        browserJavascriptEnabled: 'true',
        browserLanguage: browser.language,
        browserColorDepth: String(browser.colorDepth),
        browserScreenHeight: String(browser.screenHeight),
        browserScreenWidth: String(browser.screenWidth),
        browserTZ: String(browser.timeZone),
        threeDSServerTransID: transId,
        notificationURL: notificationUrl,
        // The simulated bank asks for no 3DS Method (no threeDSMethodURL): not completed.
        threeDSCompInd: 'N',
      };
      const result = verdict(read(rest.trataPeticion(request(charge, authentication)), charge));
      return result.kind === 'challenge' ? { ...result, threeDsTransId: transId } : result;
    },

    /** Ends a challenge: sends the CRes the bank page posted back (trataPeticion, ChallengeResponse). */
    finishChallenge(charge: Charge, protocolVersion: string, cres: string): ChargeVerdict {
      const emv = { threeDSInfo: 'ChallengeResponse', protocolVersion, cres };
      return verdict(read(rest.trataPeticion(request(charge, emv)), charge));
    },
  };
}

export type RedsysMerchant = ReturnType<typeof createRedsysMerchant>;
