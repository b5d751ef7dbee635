import type { MouseEvent } from 'react';
import { es } from '../../i18n/es';
import { CONSENT_COOKIE, CONSENT_SETTINGS_PATH } from '../../lib/consent/consent';
import { CONSENT_GL_V2_DELAY_MS } from '../../lib/constants';
import {
  $consent,
  $settingsOpen,
  closeConsentSettings,
  decide,
  openConsentSettings,
  startConsent,
} from '../../stores/consent';
import { consentPage } from '../../browser/consent';
import { Dialog } from '../shared/Dialog';
import { useHydrated } from '../shared/use-hydrated';
import { useStore } from '../shared/use-store';
import { ConsentSettingsForm } from './ConsentSettingsForm';

/** The banner's answers: 'Aceptar' and 'Rechazar' alike (AEPD guide), then 'Configurar'. */
const BANNER_CHOICES = [
  {
    value: 'acceptAll',
    label: es.cookies.acceptAll,
    className: 'cookie-btn-primary',
    act: () => decide({ kind: 'acceptAll' }),
  },
  {
    value: 'reject',
    label: es.cookies.rejectAll,
    className: 'cookie-btn-primary',
    act: () => decide({ kind: 'reject' }),
  },
  { value: 'configure', label: es.cookies.configure, className: 'cookie-btn-link', act: openConsentSettings },
] as const;

function answer(event: MouseEvent, act: () => void): void {
  event.preventDefault();
  // A shopper may answer before the page's scripts start (after load): consent must know the
  // page first, or the choice would not be stored and the banner would come back with them.
  startConsent(consentPage(window));
  act();
}

/** The settings as a modal dialog: each purpose to tick, saved through the consent store. */
function ConsentSettingsDialog({ consent }: { consent: ReturnType<typeof $consent.get> }) {
  const settingsOpen = useStore($settingsOpen);
  // Without a decision the page it is on is where the plain settings form returns.
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search;
  return (
    <Dialog
      open={settingsOpen}
      onDismiss={closeConsentSettings}
      labelledBy="cookie-settings-title"
      className="w-[34rem]"
    >
      <h2 id="cookie-settings-title" className="text-lg font-semibold">
        {es.cookies.footerLink}
      </h2>
      <ConsentSettingsForm
        given={consent ?? []}
        back={here}
        onSave={(ticked) => {
          startConsent(consentPage(window));
          decide({ kind: 'save', ticked });
        }}
        onBack={closeConsentSettings}
      />
    </Dialog>
  );
}

/**
 * The cookie banner and its settings dialog. The server renders the banner for everyone as a
 * plain form posting to the settings page (it works without JavaScript); the inline script after
 * it hides it before the first paint when a decision is stored (the shared HTML cannot know).
 * Hydrated, each button decides through the consent store (cookie, Consent Mode, the API,
 * analytics), and 'Configurar' or the footer link open the settings as a modal dialog.
 */
export default function CookieBanner() {
  const consent = useStore($consent);
  // False on the server and while hydrating: the dialog is never in the shared HTML.
  const hydrated = useHydrated();
  return (
    <>
      <section
        id="cookie-banner"
        // The inline script may have hidden it before React came; once decided React hides it.
        hidden={consent !== null || undefined}
        suppressHydrationWarning
        aria-labelledby="cookie-banner-title"
        className="cookie-banner"
        data-consent-cookie={CONSENT_COOKIE}
        data-gl-delay-ms={CONSENT_GL_V2_DELAY_MS}
      >
        {/* A compact first layer (issue 27: it covered 32 % of a phone's first screen): the
            purposes and the policy in a few lines, 'Aceptar' and 'Rechazar' side by side and
            alike (AEPD guide), the details behind 'Configurar'. Its title is for screen readers:
            the text says the same. */}
        <form
          method="post"
          action={CONSENT_SETTINGS_PATH}
          className="container-shop lg:flex lg:items-center lg:gap-6"
        >
          <h2 id="cookie-banner-title" className="sr-only">
            {es.cookies.title}
          </h2>
          <p className="text-sm lg:flex-1">
            {es.cookies.text}{' '}
            <a href="/links/cookies" className="underline link-plain">
              {es.cookies.policyLink}
            </a>
          </p>
          <div className="mt-2 grid grid-cols-[1fr_1fr_auto] gap-2 lg:mt-0">
            {BANNER_CHOICES.map(({ value, label, className, act }) => (
              <button
                key={value}
                type="submit"
                name="choice"
                value={value}
                className={className}
                onClick={(event) => answer(event, act)}
              >
                {label}
              </button>
            ))}
          </div>
        </form>
      </section>
      {hydrated && <ConsentSettingsDialog consent={consent} />}
    </>
  );
}
