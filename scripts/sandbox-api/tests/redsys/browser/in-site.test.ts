// @vitest-environment happy-dom
/** redsysV3.js as served (redsys/browser/in-site.ts): its three globals, run on a page in happy-dom. */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redsysScript } from '../../../redsys/pages/script.ts';

const ORIGIN = 'http://localhost:4322';

interface InSiteWindow {
  getInSiteFormJSON(config: Record<string, unknown>): void;
  getInSiteForm(...args: unknown[]): void;
  storeIdOper(
    event: {
      origin: string;
      data: unknown;
      source?: { postMessage: (message: unknown, origin: string) => void };
    },
    tokenId: string,
    errorId: string,
    validate?: () => boolean,
  ): boolean;
}
const inSite = () => window as unknown as InSiteWindow;
const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;

/** The form's frame: a stand-in element, so happy-dom does not try (and log failing) to load the page. */
const FRAME = 'redsys-test-frame';

beforeAll(() => {
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
    create(tag === 'iframe' ? FRAME : tag),
  );
  // The script as the sandbox serves it, run as a classic script on the page.
  new Function(redsysScript(ORIGIN))();
});

beforeEach(() => {
  document.body.innerHTML =
    '<div id="card-form"></div><input type="hidden" id="token"><input type="hidden" id="errorCode">';
});

describe('redsysV3.js (simulator)', () => {
  it('getInSiteFormJSON draws the form in an iframe with a title, full width', () => {
    const form = {
      fuc: '999008881',
      terminal: '1',
      order: '1234abcdefgh',
      idioma: 'ES',
      buttonValue: 'Pagar',
      estiloInsite: 'inline',
    };
    inSite().getInSiteFormJSON({ id: 'card-form', ...form });
    const iframe = document.querySelector(`#card-form ${FRAME}`) as HTMLIFrameElement;
    expect(iframe.title).toBe('Formulario de pago con tarjeta');
    expect(iframe.getAttribute('width')).toBe('100%');
    const src = new URL(iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${ORIGIN}/redsys/in-site/form`);
    // The frame's address carries the form's data, the container's id apart.
    expect(Object.fromEntries(src.searchParams)).toEqual(form);
  });

  it('getInSiteForm takes the same data positionally, and replaces an earlier form', () => {
    inSite().getInSiteFormJSON({ id: 'card-form', fuc: '999008881', terminal: '1', order: '1111aaaa' });
    inSite().getInSiteForm('card-form', '', '', '', '', 'Pagar', '999008881', '1', '2222bbbb', 'ES', true);
    const frames = document.querySelectorAll(`#card-form ${FRAME}`);
    expect(frames).toHaveLength(1);
    const src = new URL((frames[0] as HTMLIFrameElement).src);
    expect(src.searchParams.get('order')).toBe('2222bbbb');
    expect(src.searchParams.get('mostrarLogo')).toBe('true');
  });

  it('storeIdOper copies the idOper from the form only, and returns true for a usable one', () => {
    const forged = { origin: 'https://evil.example', data: { idOper: 'abc' } };
    expect(inSite().storeIdOper(forged, 'token', 'errorCode')).toBe(false);
    expect(value('token')).toBe('');
    expect(inSite().storeIdOper({ origin: ORIGIN, data: { idOper: 'f00d' } }, 'token', 'errorCode')).toBe(
      true,
    );
    expect([value('token'), value('errorCode')]).toEqual(['f00d', '']);
  });

  it('storeIdOper puts an error code in the error input; idOper -1 is a used order', () => {
    expect(
      inSite().storeIdOper({ origin: ORIGIN, data: { errorCode: 'SIS0253' } }, 'token', 'errorCode'),
    ).toBe(false);
    expect([value('token'), value('errorCode')]).toEqual(['', 'SIS0253']);
    expect(inSite().storeIdOper({ origin: ORIGIN, data: { idOper: '-1' } }, 'token', 'errorCode')).toBe(
      false,
    );
    expect([value('token'), value('errorCode')]).toEqual(['-1', '-1']);
  });

  it("answers the form's validation question with the merchant's function", () => {
    const source = { postMessage: vi.fn() };
    const ask = { origin: ORIGIN, data: { merchantValidation: 'request' }, source };
    (document.getElementById('errorCode') as HTMLInputElement).value = 'SIS0253';
    expect(inSite().storeIdOper(ask, 'token', 'errorCode', () => false)).toBe(false);
    expect(value('errorCode')).toBe('');
    expect(source.postMessage).toHaveBeenLastCalledWith({ merchantValidation: false }, ORIGIN);
    inSite().storeIdOper(ask, 'token', 'errorCode');
    expect(source.postMessage).toHaveBeenLastCalledWith({ merchantValidation: true }, ORIGIN);
    inSite().storeIdOper(ask, 'token', 'errorCode', () => {
      throw new Error('boom');
    });
    expect(source.postMessage).toHaveBeenLastCalledWith({ merchantValidation: false }, ORIGIN);
  });
});
