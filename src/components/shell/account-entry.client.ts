import { format } from '../../i18n/es';
import { accountEntry } from '../../lib/account/account-entry';
import { customerFromCookies } from '../../lib/account/customer-cookie';
import { $customer } from '../../stores/customer';

/**
 * The header's account link and the side menu's greeting: the shopper's avatar and name are one
 * shopper's data, filled in here from the shop's cookie, never in the cacheable HTML.
 */
export function wireAccountEntry(doc: Document): void {
  $customer.set(customerFromCookies(doc.cookie));
  const header = doc.querySelector<HTMLAnchorElement>('[data-header-account]');
  const link = doc.querySelector<HTMLAnchorElement>('[data-account-entry]');
  const greeting = doc.querySelector<HTMLElement>('[data-account-greeting]');
  $customer.subscribe((customer) => {
    const entry = accountEntry(customer);
    for (const anchor of [header, link]) {
      if (!anchor) continue;
      anchor.href = entry.href;
      const initial = anchor.querySelector<HTMLElement>('[data-account-initial]')!;
      initial.textContent = entry.initial ?? '';
      initial.classList.toggle('hidden', !entry.initial);
      initial.classList.toggle('inline-flex', Boolean(entry.initial));
      // Both classes swap: 'inline-flex' left on the icon would outrank 'hidden' and show both.
      const icon = anchor.querySelector('[data-account-icon]');
      icon?.classList.toggle('hidden', Boolean(entry.initial));
      icon?.classList.toggle('inline-flex', !entry.initial);
    }
    link?.querySelector('[data-account-label]')?.replaceChildren(entry.label);
    header?.setAttribute('aria-label', entry.initial ? header.dataset.accountLabelText! : entry.label);
    // The account pages' own greeting uses the whole name (the server wrote it; a rename changes it).
    if (greeting && customer)
      greeting.textContent = format(greeting.dataset.accountGreeting!, { name: customer.name });
  });
}
