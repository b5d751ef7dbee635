import { TEST_CARDS, TEST_CVV } from '../cards.ts';
import { escapeHtml, htmlPage } from '../html.ts';
import { TOKENIZE_PATH } from '../paths.ts';

/** What the card form is drawn with: the merchant's query, checked. */
export interface FormParams {
  fuc: string;
  terminal: string;
  order: string;
  buttonValue: string;
  /** Merchant CSS for style attributes, already checked and escaped ('' when absent or refused). */
  styles: { body: string; box: string; inputs: string; button: string };
  /** estiloInsite=inline: expiry and CVV beside the number, on one row. */
  inline: boolean;
  showLogo: boolean;
}

const DEFAULT_BUTTON = 'Pagar';
const MAX_BUTTON_CHARS = 40;
const MAX_CSS_CHARS = 500;
/** Declarations only: no quotes that end the attribute, no url() or @import that load anything. */
const SAFE_CSS = /^[\w\s#%.,:;()!+\-/']*$/;
const LOADING_CSS = /url\s*\(|expression\s*\(|image-set\s*\(/i;
/** How long the form waits for the page's `storeIdOper` to answer the validation question. */
const MERCHANT_VALIDATION_TIMEOUT_MS = 2000;

/** Merchant CSS for a style attribute, or '' when it is not a plain list of declarations. */
export function merchantCss(value: string | undefined): string {
  if (!value || value.length > MAX_CSS_CHARS || !SAFE_CSS.test(value) || LOADING_CSS.test(value)) return '';
  return escapeHtml(value);
}

/** The form's settings from its query (the merchant data is checked by the caller). */
export function formParams(
  query: Record<string, string | undefined>,
): Omit<FormParams, 'fuc' | 'terminal' | 'order'> {
  const button = query.buttonValue?.trim();
  return {
    buttonValue: button && button.length <= MAX_BUTTON_CHARS ? button : DEFAULT_BUTTON,
    styles: {
      body: merchantCss(query.styleBody),
      box: merchantCss(query.styleBox),
      inputs: merchantCss(query.styleInputs),
      button: merchantCss(query.styleButton),
    },
    inline: query.estiloInsite === 'inline',
    showLogo: !['false', '0', 'no'].includes((query.mostrarLogo ?? '').toLowerCase()),
  };
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function styleAttribute(css: string): string {
  return css ? ` style="${css}"` : '';
}

function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The page script: checks the fields (Luhn, MM/AA, 3–4 digit CVV) and says what is wrong next to
 * each, linked by aria-describedby; asks the shop's `storeIdOper` for its validation; sends the
 * card to the tokenize endpoint and posts `{idOper}` (or `{errorCode}`) to the parent page. It also
 * reports its height so the iframe fits it.
 */
function formScript(params: FormParams): string {
  const config = {
    fuc: params.fuc,
    terminal: params.terminal,
    order: params.order,
    tokenizeUrl: TOKENIZE_PATH,
    validationTimeoutMs: MERCHANT_VALIDATION_TIMEOUT_MS,
  };
  return `(function () {
  'use strict';
  var CONFIG = ${scriptJson(config)};
  var form = document.getElementById('card-form');
  var button = document.getElementById('pay');
  var statusText = document.getElementById('status');
  var alertText = document.getElementById('alert');
  function field(id) {
    return { input: document.getElementById(id), error: document.getElementById(id + '-error') };
  }
  var fields = [field('card-number'), field('card-expiry'), field('card-cvv')];
  var busy = false;
  var used = false;

  function post(message) {
    if (window.parent !== window) window.parent.postMessage(message, '*');
  }
  function reportHeight() {
    post({ redsysHeight: Math.ceil(document.body.getBoundingClientRect().height) });
  }
  function say(status, alarm) {
    statusText.textContent = status;
    alertText.textContent = alarm;
    reportHeight();
  }
  function setError(item, message) {
    item.error.textContent = message;
    item.input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i += 1) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function cardNumber() { return fields[0].input.value.replace(/[\\s-]/g, ''); }
  function expiry() { return fields[1].input.value.replace(/[\\s\\/]/g, ''); }
  function cvv() { return fields[2].input.value.trim(); }
  function check() {
    var number = cardNumber();
    setError(fields[0], number === '' ? 'Introduce el número de la tarjeta.'
      : !/^\\d{12,19}$/.test(number) ? 'El número de la tarjeta tiene entre 12 y 19 cifras.'
      : !luhn(number) ? 'El número de la tarjeta no es válido. Revísalo.' : '');
    var date = expiry();
    setError(fields[1], date === '' ? 'Introduce la fecha de caducidad.'
      : !/^\\d{4}$/.test(date) ? 'Escribe la fecha de caducidad como MM/AA, por ejemplo 12/29.' : '');
    var code = cvv();
    setError(fields[2], code === '' ? 'Introduce el código de seguridad (CVV).'
      : !/^\\d{3,4}$/.test(code) ? 'El CVV tiene 3 o 4 cifras.' : '');
    for (var i = 0; i < fields.length; i += 1) {
      if (fields[i].error.textContent) return fields[i].input;
    }
    return null;
  }
  function askMerchant() {
    return new Promise(function (resolve) {
      if (window.parent === window) { resolve(true); return; }
      var settled = false;
      function finish(valid) {
        if (settled) return;
        settled = true;
        window.removeEventListener('message', onMessage);
        resolve(valid);
      }
      function onMessage(event) {
        if (event.source === window.parent && event.data && typeof event.data.merchantValidation === 'boolean') {
          finish(event.data.merchantValidation);
        }
      }
      window.addEventListener('message', onMessage);
      window.setTimeout(function () { finish(true); }, CONFIG.validationTimeoutMs);
      window.parent.postMessage({ merchantValidation: 'request' }, '*');
    });
  }
  function release() {
    busy = false;
    button.removeAttribute('aria-disabled');
  }
  function tokenize() {
    var body = { fuc: CONFIG.fuc, terminal: CONFIG.terminal, order: CONFIG.order,
      card_number: cardNumber(), expiry: expiry(), cvv: cvv() };
    return fetch(CONFIG.tokenizeUrl, { method: 'POST', credentials: 'omit',
      headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer && typeof answer.idOper === 'string') {
          used = true;
          post({ idOper: answer.idOper });
          if (answer.idOper === '-1') say('', 'Este formulario de pago ya se ha usado. Vuelve a cargarlo para pagar.');
          else say('Tarjeta comprobada. Procesando el pago…', '');
          return;
        }
        var code = answer && typeof answer.errorCode === 'string' ? answer.errorCode : 'SIS0007';
        post({ errorCode: code });
        release();
        say('', 'No se han podido comprobar los datos de la tarjeta (' + code + ').');
      });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy || used) return;
    var invalid = check();
    say('', '');
    if (invalid) {
      invalid.focus();
      return;
    }
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    say('Comprobando la tarjeta…', '');
    askMerchant()
      .then(function (valid) {
        if (valid) return tokenize();
        release();
        say('', 'La tienda no ha aceptado el pago. Revisa los datos del pedido.');
      })
      .catch(function () {
        release();
        say('', 'No se ha podido conectar con el banco. Inténtalo de nuevo.');
      });
  });
  if (window.ResizeObserver) new window.ResizeObserver(reportHeight).observe(document.body);
  window.addEventListener('load', reportHeight);
})();`;
}

/** The card form (the iframe's page): accessible, in Spanish, without cookies. */
export function cardFormPage(params: FormParams, nonce: string): string {
  const inputStyle = styleAttribute(params.styles.inputs);
  const cards = TEST_CARDS.map(
    (card) => `<li><span class="number">${spaced(card.number)}</span>: ${escapeHtml(card.label)}</li>`,
  ).join('');
  const body = `<main>
<form id="card-form" class="${params.inline ? 'inline' : ''}" novalidate aria-labelledby="form-title"${styleAttribute(params.styles.box)}>
<h1 id="form-title">Datos de la tarjeta</h1>
<div class="fields">
<div class="field">
<label for="card-number">Número de tarjeta</label>
<input id="card-number" name="card-number" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false" aria-invalid="false" aria-describedby="card-number-error"${inputStyle}>
<p id="card-number-error" class="error"></p>
</div>
<div class="row">
<div class="field">
<label for="card-expiry">Caducidad (MM/AA)</label>
<input id="card-expiry" name="card-expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA" spellcheck="false" aria-invalid="false" aria-describedby="card-expiry-error"${inputStyle}>
<p id="card-expiry-error" class="error"></p>
</div>
<div class="field">
<label for="card-cvv">CVV</label>
<input id="card-cvv" name="card-cvv" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" spellcheck="false" aria-invalid="false" aria-describedby="card-cvv-hint card-cvv-error"${inputStyle}>
<p id="card-cvv-hint" class="hint">3 o 4 cifras, en el dorso de la tarjeta.</p>
<p id="card-cvv-error" class="error"></p>
</div>
</div>
</div>
<button id="pay" class="primary" type="submit"${styleAttribute(params.styles.button)}>${escapeHtml(params.buttonValue)}</button>
<p id="status" class="status" role="status"></p>
<p id="alert" class="status alert" role="alert"></p>
${params.showLogo ? '<p class="brand">Pago seguro con Redsys · simulador del entorno de pruebas</p>' : ''}
<details>
<summary>Tarjetas de prueba</summary>
<p>Cualquier caducidad futura y CVV ${TEST_CVV}. En el banco, el código es 123456.</p>
<ul>${cards}</ul>
</details>
</form>
</main>`;
  const style = '.number{font-variant-numeric:tabular-nums;white-space:nowrap}ul{padding-left:20px;margin:0}';
  return htmlPage({
    title: 'Pago con tarjeta',
    nonce,
    body,
    style,
    script: formScript(params),
    ...(params.styles.body ? { bodyStyle: params.styles.body } : {}),
  });
}

/** The page drawn instead of the form when the merchant data is wrong; it tells the parent too. */
export function formErrorPage(errorCode: string, nonce: string): string {
  const body = `<main>
<h1>No se puede mostrar el formulario de pago</h1>
<p role="alert">Faltan datos del comercio o del pedido, o no son válidos (${escapeHtml(errorCode)}).</p>
</main>`;
  const script = `if (window.parent !== window) {
  window.parent.postMessage({ errorCode: ${scriptJson(errorCode)} }, '*');
  window.parent.postMessage({ redsysHeight: Math.ceil(document.body.getBoundingClientRect().height) }, '*');
}`;
  return htmlPage({ title: 'Pago con tarjeta', nonce, body, script });
}
