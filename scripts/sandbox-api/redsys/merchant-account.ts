/**
 * The merchant the simulator knows: Redsys's public test merchant (FUC 999008881, terminal 1) with
 * its public test secret. Both sides use it: the commerce API signs with it, the simulated Redsys
 * checks with it, exactly as two parties sharing a secret would.
 */
export interface MerchantAccount {
  /** FUC: the merchant code, 9 digits. */
  fuc: string;
  terminal: string;
  /** Base64 of the 24-byte 3DES key ("clave de comercio" in Redsys's back office). */
  secret: string;
  /** What the bank page shows as the shop. */
  name: string;
}

export const SANDBOX_MERCHANT: MerchantAccount = {
  fuc: '999008881',
  terminal: '1',
  secret: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  name: 'Mercado Temático',
};

/** DS_MERCHANT_CURRENCY of the euro (ISO 4217 numeric). */
export const EURO = '978';
/** DS_MERCHANT_TRANSACTIONTYPE of a plain authorisation (charged at once). */
export const AUTHORISATION = '0';
/** The EMV 3DS version the simulated bank speaks; NO_3DS_v2 marks a card without it. */
export const EMV3DS_VERSION = '2.1.0';
export const NO_3DS_V2 = 'NO_3DS_v2';

const TERMINAL = /^\d{1,3}$/;

/** The merchant with this FUC and terminal ('1' and '001' are the same terminal), if known. */
export function findMerchant(fuc: unknown, terminal: unknown): MerchantAccount | undefined {
  if (typeof fuc !== 'string' || !TERMINAL.test(String(terminal))) return undefined;
  const same = fuc === SANDBOX_MERCHANT.fuc && Number(terminal) === Number(SANDBOX_MERCHANT.terminal);
  return same ? SANDBOX_MERCHANT : undefined;
}
