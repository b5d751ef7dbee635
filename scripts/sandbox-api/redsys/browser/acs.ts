/**
 * The script of the page shown after the holder's answer on the bank page (redsys/pages/acs.ts
 * `cresPage`): it submits the form that posts the CRes to the merchant's notification URL at once.
 * The form's button does the same for a browser without scripts.
 */
import { element } from './messages.ts';

element('cres-form', HTMLFormElement).submit();
