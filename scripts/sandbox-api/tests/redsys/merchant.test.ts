/** The commerce API's signed client of Redsys (redsys/merchant.ts): it trusts only signed answers. */
import { describe, expect, it } from 'vitest';
import { createRedsysMerchant, UntrustedAnswer } from '../../redsys/merchant.ts';
import { SANDBOX_MERCHANT } from '../../redsys/merchant-account.ts';
import { decodeParameters, signMessage, verify } from '../../redsys/signature.ts';

describe('the merchant side (the commerce API talking to Redsys)', () => {
  const charge = { redsysOrder: '8888test0001', amountCents: 4990, idOper: 'a'.repeat(40) };
  const browser = {
    acceptHeader: 'text/html',
    userAgent: 'test',
    language: 'es-ES',
    screenWidth: 1280,
    screenHeight: 800,
    timeZone: -60,
    javaEnabled: false,
    colorDepth: 24,
  };

  it('never acts on an answer that does not carry Redsys signature for the order', () => {
    const forged = signMessage('Mk9m98IfEblmPfrpsawt7BmxObt98Jev', charge.redsysOrder, {
      Ds_Order: charge.redsysOrder,
      Ds_Response: '0000',
    });
    const merchant = createRedsysMerchant(SANDBOX_MERCHANT, {
      iniciaPeticion: () => forged,
      trataPeticion: () => forged,
    });
    expect(() => merchant.start(charge, browser, 'http://localhost/notify')).toThrow(UntrustedAnswer);
    const otherOrder = signMessage(SANDBOX_MERCHANT.secret, charge.redsysOrder, { Ds_Order: '9999other' });
    const confused = createRedsysMerchant(SANDBOX_MERCHANT, {
      iniciaPeticion: () => otherOrder,
      trataPeticion: () => otherOrder,
    });
    expect(() => confused.start(charge, browser, 'http://localhost/notify')).toThrow(UntrustedAnswer);
  });

  it('sends the EMV 3DS browser fields with AuthenticationData, signed for the order', () => {
    const sent: Record<string, unknown>[] = [];
    const merchant = createRedsysMerchant(SANDBOX_MERCHANT, {
      iniciaPeticion: (message) => {
        sent.push(decodeParameters(message.Ds_MerchantParameters)!);
        return signMessage(SANDBOX_MERCHANT.secret, charge.redsysOrder, {
          Ds_Order: charge.redsysOrder,
          Ds_EMV3DS: {
            protocolVersion: '2.1.0',
            threeDSServerTransID: 'trans-1',
            threeDSInfo: 'CardConfiguration',
          },
        });
      },
      trataPeticion: (message) => {
        expect(
          verify(
            SANDBOX_MERCHANT.secret,
            charge.redsysOrder,
            message.Ds_MerchantParameters,
            message.Ds_Signature,
          ),
        ).toBe(true);
        sent.push(decodeParameters(message.Ds_MerchantParameters)!);
        return signMessage(SANDBOX_MERCHANT.secret, charge.redsysOrder, {
          Ds_Order: charge.redsysOrder,
          Ds_Response: '0190',
        });
      },
    });
    expect(merchant.start(charge, browser, 'http://localhost/notify')).toEqual({
      kind: 'final',
      dsResponse: '0190',
      authorised: false,
    });
    expect(sent[0]).toMatchObject({
      DS_MERCHANT_AMOUNT: '4990',
      DS_MERCHANT_EMV3DS: { threeDSInfo: 'CardData' },
    });
    expect(sent[1]).toMatchObject({
      DS_MERCHANT_ORDER: charge.redsysOrder,
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_IDOPER: charge.idOper,
      DS_MERCHANT_EMV3DS: {
        threeDSInfo: 'AuthenticationData',
        protocolVersion: '2.1.0',
        threeDSServerTransID: 'trans-1',
        notificationURL: 'http://localhost/notify',
        browserTZ: '-60',
        browserScreenWidth: '1280',
        browserJavascriptEnabled: 'true',
        threeDSCompInd: 'N',
      },
    });
  });
});
