/**
 * The SIS error codes the simulator answers with (`{errorCode}`): Redsys's own codes for the same
 * faults, so a merchant that logs them reads what it would read in production. They are protocol
 * errors (nothing was charged), unlike a Ds_Response, which is the bank's answer.
 */

/** The card form's checks on what it is sent (the page checks the same before sending). */
export const SIS_CARD_NOT_NUMERIC = 'SIS0065';
export const SIS_CARD_LENGTH = 'SIS0064';
/** "No se ha tecleado correctamente la tarjeta": the Luhn check failed. */
export const SIS_CARD_MISTYPED = 'SIS0253';
export const SIS_EXPIRY_FORMAT = 'SIS0089';
export const SIS_CVV_FORMAT = 'SIS0217';

/** The REST requests' envelope and parameters. */
export const SIS_SIGNATURE_VERSION = 'SIS0429';
export const SIS_PARAMETERS_DECODING = 'SIS0430';
export const SIS_PARAMETERS_JSON = 'SIS0431';
export const SIS_UNKNOWN_FUC = 'SIS0432';
export const SIS_UNKNOWN_TERMINAL = 'SIS0433';
export const SIS_ORDER_FORMAT = 'SIS0014';
export const SIS_SIGNATURE = 'SIS0042';
export const SIS_CURRENCY = 'SIS0016';
export const SIS_AMOUNT = 'SIS0019';
export const SIS_TRANSACTION_TYPE = 'SIS0023';
/** "La operación no tiene un estado válido o no existe": unknown, expired or foreign idOper. */
export const SIS_OPERATION_STATE = 'SIS0331';
