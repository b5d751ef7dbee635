import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys's HMAC_SHA256_V1 signature, as both ends compute it (pure; no state). The merchant's secret
 * (base64) encrypts the order number with 3DES-CBC into a key for that order only; the key signs the
 * exact Ds_MerchantParameters string with HMAC-SHA256. Changing one character of the parameters, or
 * signing them for another order, gives another signature.
 */

export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** DS_MERCHANT_ORDER: four digits, then up to eight letters or digits. */
export const REDSYS_ORDER_PATTERN = /^\d{4}[A-Za-z0-9]{0,8}$/;

/** 3DES works on 8-byte blocks; Redsys pads the order with zero bytes (not PKCS#7). */
const DES_BLOCK_BYTES = 8;
/** Redsys uses an all-zero IV: the order number is the whole message, so CBC adds nothing. */
const ZERO_IV = Buffer.alloc(DES_BLOCK_BYTES);
/** A 3DES (EDE3) key is three 8-byte DES keys. */
const TRIPLE_DES_KEY_BYTES = 24;
/** Standard base64 or base64url, with or without padding. */
const BASE64_ANY = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The three fields of every signed message, requests and answers alike. */
export interface SignedMessage {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

export function isRedsysOrder(order: unknown): order is string {
  return typeof order === 'string' && REDSYS_ORDER_PATTERN.test(order);
}

/** The per-order key: 3DES-CBC of the zero-padded order number under the decoded secret. */
export function orderKey(secret: string, order: string): Buffer {
  const key = Buffer.from(secret, 'base64');
  if (key.length !== TRIPLE_DES_KEY_BYTES) throw new Error('A Redsys secret decodes to 24 bytes.');
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(message.length / DES_BLOCK_BYTES) * DES_BLOCK_BYTES);
  message.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, ZERO_IV);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Ds_Signature (standard base64) of the exact Ds_MerchantParameters string for this order. */
export function sign(secret: string, order: string, merchantParameters: string): string {
  return createHmac('sha256', orderKey(secret, order)).update(merchantParameters, 'utf8').digest('base64');
}

/**
 * True when `signature` is the signature of these parameters. Redsys answers in base64url at
 * times, so the decoded bytes are compared (in constant time), never the strings.
 */
export function verify(
  secret: string,
  order: string,
  merchantParameters: string,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !BASE64_ANY.test(signature)) return false;
  const expected = Buffer.from(sign(secret, order, merchantParameters), 'base64');
  const given = Buffer.from(signature, 'base64'); // Node's base64 decoder also reads '-' and '_'.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Ds_MerchantParameters: the parameters as JSON, in base64. */
export function encodeParameters(parameters: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

/** The parameters of a Ds_MerchantParameters string (base64 or base64url), or null when it is not a JSON object. */
export function decodeParameters(merchantParameters: unknown): Record<string, unknown> | null {
  if (typeof merchantParameters !== 'string' || !BASE64_ANY.test(merchantParameters)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(merchantParameters, 'base64').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A signed message for these parameters: what a merchant posts, and what Redsys answers. */
export function signMessage(
  secret: string,
  order: string,
  parameters: Record<string, unknown>,
): SignedMessage {
  const merchantParameters = encodeParameters(parameters);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: sign(secret, order, merchantParameters),
  };
}

/** The same signature in base64url (no padding), the form Redsys sometimes answers with. */
export function toBase64Url(signature: string): string {
  return Buffer.from(signature, 'base64').toString('base64url');
}
