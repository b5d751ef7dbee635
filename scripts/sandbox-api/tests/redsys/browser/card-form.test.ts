// @vitest-environment happy-dom
/** The card form's page script (redsys/browser/card-form.ts) run on the page the sandbox draws. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserScripts } from '../../../redsys/pages/bundle.ts';
import { cardFormPage, formParams } from '../../../redsys/pages/card-form.ts';

const MERCHANT = { fuc: '999008881', terminal: '1', order: '1234abcdefgh' };

/** A stand-in for the shop's window that frames the form: only its postMessage is used. */
type FakeParent = { postMessage: (message: unknown, origin: string) => void };
const asWindow = (parent: FakeParent) => parent as unknown as Window;

/** Draws the card form as the sandbox serves it and runs its script, framed by `parent`. */
function drawForm(parent: FakeParent) {
  const html = cardFormPage({ ...formParams({}), ...MERCHANT }, 'nonce');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  vi.spyOn(window, 'parent', 'get').mockReturnValue(asWindow(parent));
  new Function(browserScripts()['card-form'])();
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const text = (id: string) => document.getElementById(id)!.textContent;

function typeCard(number: string, expiry: string, cvv: string): void {
  input('card-number').value = number;
  input('card-expiry').value = expiry;
  input('card-cvv').value = cvv;
  document.getElementById('card-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
}

/** The page's storeIdOper answering the form's validation question. */
function answerValidation(parent: FakeParent, valid: boolean): void {
  window.dispatchEvent(
    new MessageEvent('message', { data: { merchantValidation: valid }, source: asWindow(parent) }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the card form script', () => {
  it('says what is wrong next to each field and sends nothing', () => {
    const parent = { postMessage: vi.fn() };
    const fetch = vi.spyOn(globalThis, 'fetch');
    drawForm(parent);
    typeCard('4548 8120 4940 0005', '1/30', '12');
    expect(text('card-number-error')).toBe('El número de la tarjeta no es válido. Revísalo.');
    expect(text('card-expiry-error')).toBe('Escribe la fecha de caducidad como MM/AA, por ejemplo 12/29.');
    expect(text('card-cvv-error')).toBe('El CVV tiene 3 o 4 cifras.');
    expect(input('card-number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('card-number'));
    expect(fetch).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalledWith({ merchantValidation: 'request' }, '*');
  });

  it("asks the page, sends the card with the form's merchant data and posts the idOper", async () => {
    const parent = { postMessage: vi.fn() };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ idOper: 'f00d' }));
    drawForm(parent);
    typeCard('4548 8120 4940 0004', '12/30', '123');
    expect(parent.postMessage).toHaveBeenCalledWith({ merchantValidation: 'request' }, '*');
    expect(text('status')).toBe('Comprobando la tarjeta…');
    answerValidation(parent, true);
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ idOper: 'f00d' }, '*'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/redsys/in-site/tokenize');
    expect(JSON.parse(String(init?.body))).toEqual({
      ...MERCHANT,
      card_number: '4548812049400004',
      expiry: '1230',
      cvv: '123',
    });
    expect(text('status')).toBe('Tarjeta comprobada. Procesando el pago…');
  });

  it("stops when the page refuses, and posts Redsys's error code when the card is refused", async () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ errorCode: 'SIS0253' }, { status: 422 }));
    drawForm(parent);
    typeCard('4548812049400004', '12/30', '123');
    answerValidation(parent, false);
    await vi.waitFor(() =>
      expect(text('alert')).toBe('La tienda no ha aceptado el pago. Revisa los datos del pedido.'),
    );
    expect(document.getElementById('pay')!.hasAttribute('aria-disabled')).toBe(false);
    typeCard('4548812049400004', '12/30', '123');
    vi.advanceTimersByTime(2000); // No answer from the page counts as yes.
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ errorCode: 'SIS0253' }, '*'));
    expect(text('alert')).toBe('No se han podido comprobar los datos de la tarjeta (SIS0253).');
  });
});
