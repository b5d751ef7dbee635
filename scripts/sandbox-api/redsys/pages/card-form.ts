import { TEST_CARDS, TEST_CVV } from '../cards.ts';
import { escapeHtml, htmlPage } from '../html.ts';
import { browserScripts } from './bundle.ts';

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

function styleAttribute(css: string): string {
  return css ? ` style="${css}"` : '';
}

function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The card form (the iframe's page): accessible, in Spanish, without cookies. Its script is
 * redsys/browser/card-form.ts; the merchant data it sends travels in the form's `data-*` attributes.
 */
export function cardFormPage(params: FormParams, nonce: string): string {
  const inputStyle = styleAttribute(params.styles.inputs);
  const cards = TEST_CARDS.map(
    (card) => `<li><span class="number">${spaced(card.number)}</span>: ${escapeHtml(card.label)}</li>`,
  ).join('');
  const body = `<main>
<form id="card-form" class="${params.inline ? 'inline' : ''}" novalidate aria-labelledby="form-title" data-fuc="${escapeHtml(params.fuc)}" data-terminal="${escapeHtml(params.terminal)}" data-order="${escapeHtml(params.order)}"${styleAttribute(params.styles.box)}>
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
    script: browserScripts()['card-form'],
    ...(params.styles.body ? { bodyStyle: params.styles.body } : {}),
  });
}

/** The page drawn instead of the form when the merchant data is wrong; it tells the parent too. */
export function formErrorPage(errorCode: string, nonce: string): string {
  const body = `<main>
<h1>No se puede mostrar el formulario de pago</h1>
<p role="alert" data-error-code="${escapeHtml(errorCode)}">Faltan datos del comercio o del pedido, o no son válidos (${escapeHtml(errorCode)}).</p>
</main>`;
  return htmlPage({ title: 'Pago con tarjeta', nonce, body, script: browserScripts()['form-error'] });
}
