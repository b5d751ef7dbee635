/**
 * The simulator's cards and what the bank answers for them (pure). The six numbers are the ones the
 * public Redsys test environment and public test suites use, with the same outcomes; every other
 * card number that passes the Luhn check is a real-looking card the test bank does not know.
 */

/** How a card is authenticated with 3-D Secure (EMV 3DS). */
export type ThreeDsFlow = 'none' | 'frictionless' | 'challenge';

export interface TestCard {
  /** Stored instead of the number (redsys_operations.card). */
  id: string;
  number: string;
  flow: ThreeDsFlow;
  /** For a challenge: whether the right OTP authenticates the holder ('fail' ends in 0184). */
  authentication: 'pass' | 'fail';
  /** Ds_Response once the holder is authenticated and the card checks pass. */
  dsResponse: string;
  /** What the README's table says about it. */
  label: string;
}

/** The CVV every test card takes; any other gives 0129. */
export const TEST_CVV = '123';
/** The one-time password the simulated bank page accepts. */
export const TEST_OTP = '123456';

export const DS_AUTHORISED = '0000';
export const DS_EXPIRED = '0101';
export const DS_WRONG_CVV = '0129';
export const DS_CARD_NOT_VALID = '0180';
export const DS_AUTHENTICATION_FAILED = '0184';
export const DS_DECLINED = '0190';
export const DS_WRONG_EXPIRY = '0191';
export const DS_REPEATED_ORDER = '0913';
export const DS_CANCELLED_BY_USER = '9915';

export const TEST_CARDS: readonly TestCard[] = [
  {
    id: 'no-3ds-ok',
    number: '4548812049400004',
    flow: 'none',
    authentication: 'pass',
    dsResponse: DS_AUTHORISED,
    label: 'Autorizada sin 3-D Secure v2',
  },
  {
    id: 'frictionless-ok',
    number: '4918019160034602',
    flow: 'frictionless',
    authentication: 'pass',
    dsResponse: DS_AUTHORISED,
    label: '3-D Secure sin desafío (frictionless), autorizada',
  },
  {
    id: 'challenge-ok',
    number: '4918019199883839',
    flow: 'challenge',
    authentication: 'pass',
    dsResponse: DS_AUTHORISED,
    label: 'Desafío 3-D Secure (OTP 123456), autorizada',
  },
  {
    id: 'challenge-denied',
    number: '4907271141151707',
    flow: 'challenge',
    authentication: 'fail',
    dsResponse: DS_AUTHENTICATION_FAILED,
    label: 'Desafío 3-D Secure, denegada (0184) incluso con el OTP correcto',
  },
  {
    id: 'frictionless-denied',
    number: '4907277775205123',
    flow: 'frictionless',
    authentication: 'pass',
    dsResponse: DS_DECLINED,
    label: '3-D Secure sin desafío, denegada (0190)',
  },
  {
    id: 'denied',
    number: '5576440022788500',
    flow: 'none',
    authentication: 'pass',
    dsResponse: DS_DECLINED,
    label: 'Denegada sin 3-D Secure v2 (0190)',
  },
];

/** `card` of a Luhn-valid number the test bank does not know: declined with 0180. */
export const UNKNOWN_CARD = 'unknown';

/** Spanish texts of the Ds_Response codes the shop shows (authorised codes are 0000–0099). */
export const DS_RESPONSE_MESSAGES: Readonly<Record<string, string>> = {
  [DS_AUTHORISED]: 'Pago autorizado',
  [DS_EXPIRED]: 'Tarjeta caducada',
  '0116': 'Saldo insuficiente',
  [DS_WRONG_CVV]: 'CVV incorrecto',
  [DS_CARD_NOT_VALID]: 'Tarjeta no válida',
  [DS_AUTHENTICATION_FAILED]: 'Error en la autenticación del titular',
  [DS_DECLINED]: 'Operación denegada',
  [DS_WRONG_EXPIRY]: 'Fecha de caducidad errónea',
  [DS_REPEATED_ORDER]: 'Pedido repetido',
  [DS_CANCELLED_BY_USER]: 'Pago cancelado por el usuario',
};

const AUTHORISED_RANGE = /^00\d\d$/;
const CARD_DIGITS = /^\d{12,19}$/;
/** DS_MERCHANT_EXPIRYDATE's order: YYMM. */
const EXPIRY_YYMM = /^(\d{2})(\d{2})$/;
const CENTURY = 2000;

export function isAuthorised(dsResponse: string): boolean {
  return AUTHORISED_RANGE.test(dsResponse);
}

/** The shopper's message for a code; an unlisted denial reads as a plain denial. */
export function dsResponseMessage(dsResponse: string): string {
  return (
    DS_RESPONSE_MESSAGES[dsResponse] ??
    (isAuthorised(dsResponse) ? DS_RESPONSE_MESSAGES[DS_AUTHORISED]! : DS_RESPONSE_MESSAGES[DS_DECLINED]!)
  );
}

/** The Luhn check of a card number (12–19 digits, no spaces). */
export function luhnValid(number: string): boolean {
  if (!CARD_DIGITS.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function findTestCard(numberOrId: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === numberOrId || card.id === numberOrId);
}

/**
 * 'malformed' for a month outside 01–12, 'expired' after the last day of its month (in UTC),
 * else 'valid'. `expiry` is YYMM.
 */
export function expiryStatus(expiry: string, now: Date): 'valid' | 'expired' | 'malformed' {
  const match = EXPIRY_YYMM.exec(expiry);
  if (!match) return 'malformed';
  const year = CENTURY + Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return 'malformed';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + month < current ? 'expired' : 'valid';
}

/** What the simulation keeps of a tokenised card: never its number. */
export interface StoredCard {
  /** A TestCard id, or UNKNOWN_CARD. */
  card: string;
  last4: string;
  /** YYMM as typed (not checked at tokenisation: a wrong month is a 0191 at payment). */
  expiry: string;
  cvvOk: boolean;
}

/**
 * The denial the issuer gives before any authentication, or null when the card may go on:
 * a malformed expiry (0191), an expired card (0101), a card the test bank does not know (0180),
 * a wrong CVV (0129), in that order.
 */
export function cardCheck(card: StoredCard, now: Date): string | null {
  const expiry = expiryStatus(card.expiry, now);
  if (expiry === 'malformed') return DS_WRONG_EXPIRY;
  if (expiry === 'expired') return DS_EXPIRED;
  if (!findTestCard(card.card)) return DS_CARD_NOT_VALID;
  if (!card.cvvOk) return DS_WRONG_CVV;
  return null;
}

/** The masked number Redsys answers with (Ds_Card_Number): BIN and last four of a test card. */
export function maskedNumber(card: StoredCard): string {
  const known = findTestCard(card.card);
  const bin = known ? known.number.slice(0, 6) : '******';
  return `${bin}******${card.last4}`;
}
