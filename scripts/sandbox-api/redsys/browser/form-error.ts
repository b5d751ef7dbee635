/**
 * The script of the page drawn instead of the card form when the merchant data is wrong
 * (redsys/pages/card-form.ts `formErrorPage`): it tells the framing page the SIS code, read from the
 * alert's `data-error-code`, and its own height.
 */
import { postToParent, reportHeight } from './messages.ts';

const errorCode = document.querySelector<HTMLElement>('[data-error-code]')?.dataset.errorCode;
if (errorCode !== undefined) postToParent({ errorCode });
reportHeight();
