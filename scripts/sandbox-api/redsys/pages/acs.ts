import type { OpenChallenge } from '../acs.ts';
import { TEST_OTP } from '../cards.ts';
import { escapeHtml, htmlPage } from '../html.ts';
import { ACS_ANSWER_PATH } from '../paths.ts';
import { browserScripts } from './bundle.ts';

const EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/**
 * The bank page of a challenge: who asks, how much, which card, and the one-time code. Confirmar
 * is the form's first button, so Enter confirms; Cancelar posts the same form with action=cancel.
 */
export function acsPage(challenge: OpenChallenge, merchantName: string, nonce: string): string {
  const body = `<main>
<h1>Autenticación del titular</h1>
<p>Banco de pruebas del simulador de Redsys. Confirma esta compra con el código que te hemos enviado.</p>
<dl class="summary">
<div><dt>Comercio</dt><dd>${escapeHtml(merchantName)}</dd></div>
<div><dt>Importe</dt><dd>${escapeHtml(EUROS.format(challenge.amountCents / 100))}</dd></div>
<div><dt>Tarjeta</dt><dd>terminada en ${escapeHtml(challenge.last4)}</dd></div>
</dl>
<form method="post" action="${ACS_ANSWER_PATH}">
<input type="hidden" name="threeDSServerTransID" value="${escapeHtml(challenge.threeDSServerTransID)}">
<div class="field">
<label for="otp">Código de confirmación</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" spellcheck="false" aria-describedby="otp-hint" autofocus>
<p id="otp-hint" class="hint">Entorno de pruebas: el código es ${TEST_OTP}.</p>
</div>
<div class="actions">
<button class="primary" type="submit" name="action" value="confirm">Confirmar</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancelar</button>
</div>
</form>
</main>`;
  const style =
    'main{max-width:32rem;margin:0 auto}.summary{margin:0 0 16px}.summary div{display:flex;gap:8px}' +
    'dt{font-weight:600;min-width:6rem}dd{margin:0}';
  return htmlPage({ title: 'Autenticación del titular', nonce, body, style });
}

/**
 * After the holder's answer: a form that posts the CRes to the merchant's notification URL,
 * submitted at once by redsys/browser/acs.ts (the button is there for a browser without scripts).
 */
export function cresPage(notificationUrl: string, cres: string, nonce: string): string {
  const body = `<main>
<h1>Volviendo a la tienda</h1>
<p>Estamos enviando el resultado de la autenticación a la tienda.</p>
<form id="cres-form" method="post" action="${escapeHtml(notificationUrl)}">
<input type="hidden" name="cres" value="${escapeHtml(cres)}">
<button class="primary" type="submit">Continuar</button>
</form>
</main>`;
  return htmlPage({ title: 'Volviendo a la tienda', nonce, body, script: browserScripts().acs });
}

/** A bank page for a challenge that does not exist any more (or never did). */
export function acsErrorPage(nonce: string): string {
  const body = `<main>
<h1>Autenticación no disponible</h1>
<p role="alert">Esta autenticación ha caducado o ya se ha completado. Vuelve a la tienda e inténtalo de nuevo.</p>
</main>`;
  return htmlPage({ title: 'Autenticación no disponible', nonce, body });
}
