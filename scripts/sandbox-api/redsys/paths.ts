/** Where the simulator's pages live (the browser side, like Redsys's own host) and the API's in-site routes. */

/** The card form's script, as Redsys serves redsysV3.js. */
export const SCRIPT_PATH = '/redsys/redsysV3.js';
/** The card form drawn in the iframe. */
export const FORM_PATH = '/redsys/in-site/form';
/** Where the card form sends the card, for an idOper. */
export const TOKENIZE_PATH = '/redsys/in-site/tokenize';
/** The bank page of a 3-D Secure challenge (ACS), and where its form posts. */
export const ACS_PATH = '/redsys/acs';
export const ACS_ANSWER_PATH = '/redsys/acs/authenticate';

/** The commerce API's card payment routes (spec §7), under the CSRF rule. */
export const IN_SITE_PATH = '/store-front/api/sales/payment/redsys/in-site';
export const CARD_CONFIGURATION_PATH = `${IN_SITE_PATH}/card-configuration`;
export const PROCESS_PATH = `${IN_SITE_PATH}/process`;
/** Where the bank page posts the CRes (EMV 3DS notificationURL): a plain form post from the bank. */
export const CHALLENGE_NOTIFICATION_PATH = `${IN_SITE_PATH}/challenge`;
