/**
 * redsysV3.js as the sandbox serves it: the same three globals as Redsys's script, for the
 * simulator's host. `getInSiteFormJSON` / `getInSiteForm` draw the card form in an iframe inside
 * the container; `storeIdOper(event, tokenId, errorId, validate?)`, called from the page's own
 * `message` listener, answers the form's merchant-validation question with `validate()`, copies
 * `idOper` into the token input (or `errorCode` into the error input) and returns true only when a
 * usable idOper arrived. Messages from any other origin are ignored.
 *
 * The sandbox's origin is data: the served script sets `window.redsysSandbox` (InSiteConfig) in one
 * assignment before this code (redsys/pages/script.ts).
 */
import { FORM_PATH } from '../paths.ts';
import { readField } from './messages.ts';

/** What the served script knows before this code runs: where the simulator lives. */
export interface InSiteConfig {
  /** The sandbox's public origin: the form's host, and the only origin whose messages count. */
  origin: string;
}

/** What `storeIdOper` reads of the page's `message` event. */
export interface FormMessageEvent {
  origin: string;
  data: unknown;
  source?: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

/** The globals of redsysV3.js, and the config the served script sets before it. */
interface InSiteWindow {
  redsysSandbox: InSiteConfig;
  getInSiteFormJSON(config?: Record<string, unknown> | null): void;
  getInSiteForm(
    id: unknown,
    styleButton?: unknown,
    styleBody?: unknown,
    styleBox?: unknown,
    styleInputs?: unknown,
    buttonValue?: unknown,
    fuc?: unknown,
    terminal?: unknown,
    merchantOrder?: unknown,
    idioma?: unknown,
    mostrarLogo?: unknown,
  ): void;
  storeIdOper(
    event: FormMessageEvent,
    tokenInputId: string,
    errorInputId: string,
    validateFn?: () => unknown,
  ): boolean;
}

// This script defines globals on the shop's page: `window` here is the page's window with them.
declare const window: Window & typeof globalThis & InSiteWindow;

/** The iframe's starting height; the form then reports its own (`{redsysHeight}` messages). */
const INITIAL_HEIGHT_PX = 360;
/** The idOper of a merchant order that already has one: ask for a new card configuration. */
const USED_ORDER = '-1';

const ORIGIN = window.redsysSandbox.origin;
const FORM_URL = ORIGIN + FORM_PATH;

/** Fills the page's input `#id` (the shop's hidden token and error inputs); nothing when absent. */
function setValue(id: string, value: string): void {
  const input = id ? document.getElementById(id) : null;
  if (input && 'value' in input) input.value = value;
}

/** Draws the form for `params` (empty values left out of the query) in an iframe inside `#id`. */
function render(id: unknown, params: Record<string, unknown>): void {
  const container = document.getElementById(String(id));
  if (!container) {
    console.error(`redsysV3.js: no existe el contenedor #${id}`);
    return;
  }
  const query: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') {
      query.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  const iframe = document.createElement('iframe');
  iframe.src = `${FORM_URL}?${query.join('&')}`;
  iframe.title = 'Formulario de pago con tarjeta';
  iframe.name = 'redsys-hosted-pay-button';
  iframe.setAttribute('width', '100%');
  iframe.style.width = '100%';
  iframe.style.height = `${INITIAL_HEIGHT_PX}px`;
  iframe.style.border = '0';
  iframe.style.display = 'block';
  container.innerHTML = '';
  container.appendChild(iframe);
}

window.getInSiteFormJSON = (config) => {
  const given = config ?? {};
  render(given.id, {
    fuc: given.fuc,
    terminal: given.terminal,
    order: given.order,
    idioma: given.idioma,
    estiloInsite: given.estiloInsite,
    buttonValue: given.buttonValue,
    styleButton: given.styleButton,
    styleBody: given.styleBody,
    styleBox: given.styleBox,
    styleInputs: given.styleInputs,
    mostrarLogo: given.mostrarLogo,
  });
};

window.getInSiteForm = (
  id,
  styleButton,
  styleBody,
  styleBox,
  styleInputs,
  buttonValue,
  fuc,
  terminal,
  merchantOrder,
  idioma,
  mostrarLogo,
) => {
  render(id, {
    fuc,
    terminal,
    order: merchantOrder,
    idioma,
    buttonValue,
    styleButton,
    styleBody,
    styleBox,
    styleInputs,
    mostrarLogo,
  });
};

window.storeIdOper = (event, tokenInputId, errorInputId, validateFn) => {
  if (!event || event.origin !== ORIGIN || !event.data || typeof event.data !== 'object') return false;
  const { data } = event;
  if (readField(data, 'merchantValidation') === 'request') {
    // A new submission starts: an earlier error no longer stands.
    setValue(errorInputId, '');
    let valid = true;
    if (typeof validateFn === 'function') {
      try {
        valid = validateFn() !== false;
      } catch {
        valid = false;
      }
    }
    event.source?.postMessage({ merchantValidation: valid }, ORIGIN);
    return false;
  }
  const idOper = readField(data, 'idOper');
  if (typeof idOper === 'string') {
    setValue(tokenInputId, idOper);
    if (idOper === USED_ORDER) {
      setValue(errorInputId, USED_ORDER);
      return false;
    }
    setValue(errorInputId, '');
    return true;
  }
  const errorCode = readField(data, 'errorCode');
  if (typeof errorCode === 'string') {
    setValue(tokenInputId, '');
    setValue(errorInputId, errorCode);
  }
  return false;
};

// The form tells its height, so the iframe never scrolls inside the page (zoom, error texts).
window.addEventListener('message', (event) => {
  const height = readField(event.data, 'redsysHeight');
  if (event.origin !== ORIGIN || typeof height !== 'number') return;
  for (const frame of document.getElementsByTagName('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(height)}px`;
  }
});
