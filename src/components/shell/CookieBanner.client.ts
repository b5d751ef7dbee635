import { $consent, $settingsOpen, decide, startConsent } from '../../stores/consent';
import type { ConsentCategory } from '../../lib/consent/consent';
import { consentPage } from './consent-browser.client';

/**
 * Wires the static cookie banner: the three choices, the settings (opened with the current
 * decision ticked) with save and back, and the footer link that reopens them.
 */
export function wireCookieBanner(doc: Document): void {
  const banner = doc.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) return;
  const choices = banner.querySelector<HTMLElement>('[data-consent-view="choices"]')!;
  const settings = banner.querySelector<HTMLFormElement>('[data-consent-view="settings"]')!;
  const heading = banner.querySelector<HTMLElement>('h2')!;
  const showSettings = (open: boolean) => {
    choices.hidden = open;
    settings.hidden = !open;
    if (!open) return;
    const given = $consent.get() ?? [];
    for (const box of settings.querySelectorAll<HTMLInputElement>('input[name]'))
      box.checked = given.includes(box.name as ConsentCategory);
  };
  const close = () => {
    banner.hidden = true;
    showSettings(false);
  };

  startConsent(consentPage(window));
  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset
      .consentAction;
    if (action === 'acceptAll' || action === 'reject') {
      decide({ kind: action });
      close();
    } else if (action === 'configure') {
      showSettings(true);
    } else if (action === 'back') {
      showSettings(false);
      $settingsOpen.set(false);
      if ($consent.get() !== null) banner.hidden = true;
    }
  });
  settings.addEventListener('submit', (event) => {
    event.preventDefault();
    const ticked = [...settings.querySelectorAll<HTMLInputElement>('input[name]:checked')].map(
      (box) => box.name as ConsentCategory,
    );
    decide({ kind: 'save', ticked });
    close();
  });
  $settingsOpen.listen((open) => {
    if (!open) return;
    banner.hidden = false;
    showSettings(true);
    heading.focus();
  });
}
