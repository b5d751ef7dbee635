/** The simulated Redsys's REST side (redsys/gateway.ts): signatures checked first, answers signed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedsysGateway } from '../../redsys/gateway.ts';
import { SANDBOX_MERCHANT } from '../../redsys/merchant-account.ts';
import { createOperationStore } from '../../redsys/operations.ts';
import { decodeParameters, signMessage, verify } from '../../redsys/signature.ts';
import { type RedsysApp, startRedsysApp } from '../support/redsys-harness.ts';

let app: RedsysApp & { close(): Promise<void> };
beforeAll(async () => {
  app = await startRedsysApp();
});
afterAll(() => app.close());

describe('the simulated Redsys REST side', () => {
  const operations = () => createOperationStore(app.db);
  const gateway = () =>
    createRedsysGateway({ operations: operations(), acsUrl: () => `${app.url}/redsys/acs` });
  const request = (order: string, extra: Record<string, unknown> = {}, secret = SANDBOX_MERCHANT.secret) =>
    signMessage(secret, order, {
      DS_MERCHANT_ORDER: order,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_AMOUNT: '4990',
      ...extra,
    });

  it('checks the signature before anything else it is told', () => {
    const idOper = operations().tokenise(
      { fuc: '999008881', terminal: '1', order: '7777test0001' },
      { card: 'no-3ds-ok', last4: '0004', expiry: '3412', cvvOk: true },
    );
    const wrongKey = request(
      '7777test0001',
      { DS_MERCHANT_IDOPER: idOper },
      'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
    );
    expect(gateway().trataPeticion(wrongKey)).toEqual({ errorCode: 'SIS0042' });
    const signed = request('7777test0001', { DS_MERCHANT_IDOPER: idOper });
    const tampered = {
      ...signed,
      Ds_MerchantParameters: request('7777test0001', { DS_MERCHANT_AMOUNT: '1' }).Ds_MerchantParameters,
    };
    expect(gateway().trataPeticion(tampered)).toEqual({ errorCode: 'SIS0042' });
    expect(gateway().trataPeticion({ ...signed, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).toEqual({
      errorCode: 'SIS0429',
    });
  });

  it('answers signed (in base64url), for the same order, with the masked card', () => {
    const order = '7777test0002';
    const idOper = operations().tokenise(
      { fuc: '999008881', terminal: '1', order },
      { card: 'no-3ds-ok', last4: '0004', expiry: '3412', cvvOk: true },
    );
    const answer = gateway().trataPeticion(request(order, { DS_MERCHANT_IDOPER: idOper }));
    if ('errorCode' in answer) throw new Error(answer.errorCode);
    expect(answer.Ds_Signature).not.toMatch(/[+/=]/);
    expect(verify(SANDBOX_MERCHANT.secret, order, answer.Ds_MerchantParameters, answer.Ds_Signature)).toBe(
      true,
    );
    expect(decodeParameters(answer.Ds_MerchantParameters)).toMatchObject({
      Ds_Order: order,
      Ds_Amount: '4990',
      Ds_Response: '0000',
      Ds_Card_Number: '454881******0004',
      Ds_AuthorisationCode: expect.stringMatching(/^\d{6}$/),
    });
  });
});
