// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { wireAccountEntry } from '../../../../../src/components/shell/account-entry.client';
import { $customer } from '../../../../../src/stores/customer';
import { forgetCookie } from '../../../support/forget-cookie';

/** The header's account link and an account page's greeting, as the server renders them. */
function renderPage(greeting: string): void {
  document.body.innerHTML = `
    <a href="/login" aria-label="Iniciar sesión" data-header-account data-account-label-text="Mi cuenta">
      <span class="inline-flex" data-account-icon></span><span class="hidden" data-account-initial></span>
    </a>
    <p data-account-greeting="Hola, {name}">${greeting}</p>`;
}

afterEach(() => {
  forgetCookie('mt_cliente');
  $customer.set(null);
});

describe('account entry', () => {
  test("a new name saved by the profile island changes the header's initial and the account's greeting", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the shop's note, as the login left it.
    document.cookie = 'mt_cliente=Marta; Path=/';
    renderPage('Hola, Marta');
    wireAccountEntry(document);
    expect(document.querySelector('[data-account-initial]')!.textContent).toBe('M');
    $customer.set({ name: 'Pilar Ruiz' });
    expect(document.querySelector('[data-account-greeting]')!.textContent).toBe('Hola, Pilar Ruiz');
    expect(document.querySelector('[data-account-initial]')!.textContent).toBe('P');
  });

  test('a page without the greeting (any shop page) is left as it is', () => {
    document.body.innerHTML = '<p>Sin saludo</p>';
    wireAccountEntry(document);
    $customer.set({ name: 'Pilar' });
    expect(document.body.textContent).toBe('Sin saludo');
  });
});
