/**
 * The card form's script (the iframe's page, redsys/pages/card-form.ts): checks the fields (Luhn,
 * MM/AA, 3–4 digit CVV) and says what is wrong next to each, linked by aria-describedby; asks the
 * shop's `storeIdOper` for its validation; sends the card to the tokenize endpoint and posts
 * `{idOper}` (or `{errorCode}`) to the parent page. It also reports its height so the iframe fits it.
 *
 * The merchant data of this form (fuc, terminal, order) is read from the form's `data-*` attributes.
 */
import { TOKENIZE_PATH } from '../paths.ts';
import { element, postToParent, readField, reportHeight } from './messages.ts';

/** How long the form waits for the page's `storeIdOper` to answer the validation question. */
const MERCHANT_VALIDATION_TIMEOUT_MS = 2000;
/** The idOper of a merchant order that already has one. */
const USED_ORDER = '-1';
/** The code posted when the tokenize answer carries none (Redsys's generic error). */
const UNKNOWN_ERROR = 'SIS0007';

interface Field {
  input: HTMLInputElement;
  error: HTMLElement;
}

const field = (id: string): Field => ({
  input: element(id, HTMLInputElement),
  error: element(`${id}-error`, HTMLElement),
});

const form = element('card-form', HTMLFormElement);
const button = element('pay', HTMLButtonElement);
const statusText = element('status', HTMLElement);
const alertText = element('alert', HTMLElement);
const numberField = field('card-number');
const expiryField = field('card-expiry');
const cvvField = field('card-cvv');
const fields = [numberField, expiryField, cvvField];
const merchant = {
  fuc: form.dataset.fuc ?? '',
  terminal: form.dataset.terminal ?? '',
  order: form.dataset.order ?? '',
};
let busy = false;
let used = false;

function say(status: string, alarm: string): void {
  statusText.textContent = status;
  alertText.textContent = alarm;
  reportHeight();
}

function setError(item: Field, message: string): void {
  item.error.textContent = message;
  item.input.setAttribute('aria-invalid', message ? 'true' : 'false');
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number.charAt(number.length - 1 - i));
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const cardNumber = () => numberField.input.value.replace(/[\s-]/g, '');
const expiry = () => expiryField.input.value.replace(/[\s/]/g, '');
const cvv = () => cvvField.input.value.trim();

function numberError(number: string): string {
  if (number === '') return 'Introduce el número de la tarjeta.';
  if (!/^\d{12,19}$/.test(number)) return 'El número de la tarjeta tiene entre 12 y 19 cifras.';
  return luhn(number) ? '' : 'El número de la tarjeta no es válido. Revísalo.';
}

function expiryError(date: string): string {
  if (date === '') return 'Introduce la fecha de caducidad.';
  return /^\d{4}$/.test(date) ? '' : 'Escribe la fecha de caducidad como MM/AA, por ejemplo 12/29.';
}

function cvvError(code: string): string {
  if (code === '') return 'Introduce el código de seguridad (CVV).';
  return /^\d{3,4}$/.test(code) ? '' : 'El CVV tiene 3 o 4 cifras.';
}

/** Marks every field; the first wrong input, or null when all are fine. */
function check(): HTMLInputElement | null {
  setError(numberField, numberError(cardNumber()));
  setError(expiryField, expiryError(expiry()));
  setError(cvvField, cvvError(cvv()));
  return fields.find((item) => item.error.textContent)?.input ?? null;
}

/** The shop's answer to "may I pay?" (its storeIdOper runs `validate()`); yes when it does not answer in time. */
function askMerchant(): Promise<boolean> {
  return new Promise((resolve) => {
    if (window.parent === window) {
      resolve(true);
      return;
    }
    let settled = false;
    function finish(valid: boolean): void {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      resolve(valid);
    }
    function onMessage(event: MessageEvent): void {
      const valid = readField(event.data, 'merchantValidation');
      if (event.source === window.parent && typeof valid === 'boolean') finish(valid);
    }
    window.addEventListener('message', onMessage);
    window.setTimeout(() => finish(true), MERCHANT_VALIDATION_TIMEOUT_MS);
    window.parent.postMessage({ merchantValidation: 'request' }, '*');
  });
}

function release(): void {
  busy = false;
  button.removeAttribute('aria-disabled');
}

/** Sends the card to the simulated Redsys and tells the page the idOper (or the error code). */
async function tokenize(): Promise<void> {
  const body = {
    fuc: merchant.fuc,
    terminal: merchant.terminal,
    order: merchant.order,
    card_number: cardNumber(),
    expiry: expiry(),
    cvv: cvv(),
  };
  const response = await fetch(TOKENIZE_PATH, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  const idOper = readField(answer, 'idOper');
  if (typeof idOper === 'string') {
    used = true;
    postToParent({ idOper });
    if (idOper === USED_ORDER) {
      say('', 'Este formulario de pago ya se ha usado. Vuelve a cargarlo para pagar.');
    } else {
      say('Tarjeta comprobada. Procesando el pago…', '');
    }
    return;
  }
  const errorCode = readField(answer, 'errorCode');
  const code = typeof errorCode === 'string' ? errorCode : UNKNOWN_ERROR;
  postToParent({ errorCode: code });
  release();
  say('', `No se han podido comprobar los datos de la tarjeta (${code}).`);
}

async function pay(): Promise<void> {
  try {
    if (await askMerchant()) {
      await tokenize();
      return;
    }
    release();
    say('', 'La tienda no ha aceptado el pago. Revisa los datos del pedido.');
  } catch {
    release();
    say('', 'No se ha podido conectar con el banco. Inténtalo de nuevo.');
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (busy || used) return;
  const invalid = check();
  say('', '');
  if (invalid) {
    invalid.focus();
    return;
  }
  busy = true;
  button.setAttribute('aria-disabled', 'true');
  say('Comprobando la tarjeta…', '');
  void pay();
});

if ('ResizeObserver' in window) new ResizeObserver(() => reportHeight()).observe(document.body);
window.addEventListener('load', () => reportHeight());
