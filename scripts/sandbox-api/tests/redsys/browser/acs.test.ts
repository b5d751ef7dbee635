// @vitest-environment happy-dom
/** The script after the bank page (redsys/browser/acs.ts): it posts the CRes to the shop at once. */
import { afterEach, expect, it, vi } from 'vitest';
import { cresPage } from '../../../redsys/pages/acs.ts';
import { browserScripts } from '../../../redsys/pages/bundle.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it('submits the form that carries the CRes to the notification URL', () => {
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  const page = cresPage(
    'http://localhost:4322/store-front/api/sales/payment/redsys/in-site/challenge',
    'abc',
    'n',
  );
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1]!;
  new Function(browserScripts().acs)();
  expect(submitted.map((form) => form.id)).toEqual(['cres-form']);
});
