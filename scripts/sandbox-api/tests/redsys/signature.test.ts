/** Redsys HMAC_SHA256_V1 signatures and parameters (redsys/signature.ts), against Redsys's own vectors. */
import { describe, expect, it } from 'vitest';
import {
  decodeParameters,
  encodeParameters,
  isRedsysOrder,
  orderKey,
  SIGNATURE_VERSION,
  sign,
  signMessage,
  toBase64Url,
  verify,
} from '../../redsys/signature.ts';

/** Redsys's published example: the per-order key of order 1446068581 under this secret. */
const VECTOR = {
  secret: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
  order: '1446068581',
  derivedKey: 'Uv3ZTYJhPi5Hpi9R6NzR6w==',
};
/** The public test secret of merchant 999008881. */
const TEST_SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
/**
 * A published notification signed by Redsys's test environment with the public test secret (from
 * the example of the minube/redsys-api PHP library): parameters and signature as Redsys sent them.
 */
const PUBLISHED_NOTIFICATION = {
  order: 'MN000049',
  parameters:
    'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
  signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
};

describe('Redsys HMAC_SHA256_V1', () => {
  it('derives the per-order key of the published vector (3DES-CBC, zero IV, zero padding)', () => {
    expect(orderKey(VECTOR.secret, VECTOR.order).toString('base64')).toBe(VECTOR.derivedKey);
  });

  it('pads to whole 8-byte blocks only: an 8-character order is one block, 12 characters two', () => {
    expect(orderKey(TEST_SECRET, 'MN000049')).toHaveLength(8);
    expect(orderKey(TEST_SECRET, '1234abcdefgh')).toHaveLength(16);
  });

  it('rejects a secret that is not a 24-byte 3DES key', () => {
    expect(() => orderKey('c2hvcnQ=', '1234')).toThrow(/24 bytes/);
  });

  it('matches a signature computed by Redsys itself', () => {
    const { order, parameters, signature } = PUBLISHED_NOTIFICATION;
    expect(sign(TEST_SECRET, order, parameters)).toBe(signature);
    expect(verify(TEST_SECRET, order, parameters, signature)).toBe(true);
    expect(decodeParameters(parameters)).toMatchObject({ Ds_Order: order, Ds_Response: '0000' });
  });

  it('round-trips: signs the exact parameter string, and verifies base64 and base64url alike', () => {
    const parameters = {
      DS_MERCHANT_ORDER: '1446068581',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_AMOUNT: '145',
    };
    const message = signMessage(TEST_SECRET, '1446068581', parameters);
    expect(message.Ds_SignatureVersion).toBe(SIGNATURE_VERSION);
    expect(decodeParameters(message.Ds_MerchantParameters)).toEqual(parameters);
    expect(message.Ds_MerchantParameters).toBe(encodeParameters(parameters));
    const { Ds_MerchantParameters: encoded, Ds_Signature: signature } = message;
    expect(verify(TEST_SECRET, '1446068581', encoded, signature)).toBe(true);
    const urlSafe = toBase64Url(signature);
    expect(urlSafe).not.toMatch(/[+/=]/);
    expect(verify(TEST_SECRET, '1446068581', encoded, urlSafe)).toBe(true);
  });

  it('fails on another order, another secret, one changed character or a malformed signature', () => {
    const { Ds_MerchantParameters: encoded, Ds_Signature: signature } = signMessage(TEST_SECRET, '1234ab', {
      DS_MERCHANT_AMOUNT: '100',
    });
    expect(verify(TEST_SECRET, '1234ac', encoded, signature)).toBe(false);
    expect(verify(VECTOR.secret, '1234ab', encoded, signature)).toBe(false);
    const tampered = encodeParameters({ DS_MERCHANT_AMOUNT: '101' });
    expect(verify(TEST_SECRET, '1234ab', tampered, signature)).toBe(false);
    expect(verify(TEST_SECRET, '1234ab', encoded, signature.slice(0, -4))).toBe(false);
    expect(verify(TEST_SECRET, '1234ab', encoded, 'not base64!')).toBe(false);
    expect(verify(TEST_SECRET, '1234ab', encoded, undefined)).toBe(false);
  });

  it('decodes base64url parameters and refuses what is not a JSON object', () => {
    const json = JSON.stringify({ Ds_Order: '1234?>' });
    expect(decodeParameters(Buffer.from(json).toString('base64url'))).toEqual({ Ds_Order: '1234?>' });
    expect(decodeParameters(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(decodeParameters(Buffer.from('no es json').toString('base64'))).toBeNull();
    expect(decodeParameters('%%%')).toBeNull();
    expect(decodeParameters(42)).toBeNull();
  });

  it('knows the order number rule: four digits, then up to eight letters or digits', () => {
    for (const order of ['1234', '1446068581', '0001AbCdEfGh', '9999abcd'])
      expect(isRedsysOrder(order)).toBe(true);
    for (const order of ['123', 'A234', '1234-5', '1234abcdefghi', '12345678901234', '', 1234]) {
      expect(isRedsysOrder(order)).toBe(false);
    }
  });
});
