import type { BrowserData, CardConfiguration } from '@shop/contract/payment';

/** The functions Redsys's in-site script (redsysV3.js) puts on `window`. */
interface RedsysWindow {
  getInSiteFormJSON?: (options: Record<string, unknown>) => void;
  storeIdOper?: (event: MessageEvent, tokenId: string, errorId: string, validate?: () => boolean) => boolean;
}

/** Ids of the hidden inputs the script fills (domain facts). */
export const TOKEN_INPUT_ID = 'token';
export const ERROR_INPUT_ID = 'errorCode';

/** Loads Redsys's script once per page; the URL is the API's (sandbox, Redsys test or live). */
export function loadRedsysScript(url: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-redsys="${CSS.escape(url)}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = '1';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error('redsys script')));
    if (!existing) {
      script.src = url;
      script.dataset.redsys = url;
      document.head.append(script);
    }
  });
}

/** Draws the card form (an iframe of the bank) into `#containerId`. */
export function renderCardForm(containerId: string, config: CardConfiguration, buttonValue: string): void {
  const redsys = window as unknown as RedsysWindow;
  redsys.getInSiteFormJSON?.({
    id: containerId,
    fuc: config.fuc,
    terminal: config.terminal,
    order: config.order,
    idioma: 'ES',
    buttonValue,
    mostrarLogo: true,
  });
}

/** The idOper a message of the card form carries, or its error code; null for unrelated messages. */
export function readCardMessage(event: MessageEvent): { idOper: string } | { errorCode: string } | null {
  const redsys = window as unknown as RedsysWindow;
  if (!redsys.storeIdOper) return null;
  const stored = redsys.storeIdOper(event, TOKEN_INPUT_ID, ERROR_INPUT_ID);
  const token = document.getElementById(TOKEN_INPUT_ID) as HTMLInputElement | null;
  const error = document.getElementById(ERROR_INPUT_ID) as HTMLInputElement | null;
  if (stored && token?.value && token.value !== '-1') return { idOper: token.value };
  if (error?.value) return { errorCode: error.value };
  if (token?.value === '-1') return { errorCode: '-1' };
  return null;
}

/** What 3-D Secure asks of the browser (EMV3DS browser fields). */
export function browserData(): BrowserData {
  return {
    accept_header: 'text/html,application/xhtml+xml',
    language: navigator.language,
    screen_width: window.screen.width,
    screen_height: window.screen.height,
    time_zone: new Date().getTimezoneOffset(),
    java_enabled: false,
    color_depth: window.screen.colorDepth,
  };
}

/** Sends the browser to the bank's challenge page with its creq, as a top-level form post. */
export function postChallenge(acsUrl: string, creq: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = acsUrl;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'creq';
  input.value = creq;
  form.append(input);
  document.body.append(form);
  form.submit();
}
