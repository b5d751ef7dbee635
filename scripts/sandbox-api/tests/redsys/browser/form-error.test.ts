// @vitest-environment happy-dom
/** The form error page's script (redsys/browser/form-error.ts): it tells the framing page the SIS code. */
import { afterEach, expect, it, vi } from 'vitest';
import { browserScripts } from '../../../redsys/pages/bundle.ts';
import { formErrorPage } from '../../../redsys/pages/card-form.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it('posts the error code of the page, then its height, to the framing page', () => {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(formErrorPage('SIS0014', 'nonce'))![1]!;
  new Function(browserScripts()['form-error'])();
  expect(parent.postMessage.mock.calls).toEqual([
    [{ errorCode: 'SIS0014' }, '*'],
    [{ redsysHeight: expect.any(Number) }, '*'],
  ]);
});
