import {
  CONSENT_SETTINGS_PATH,
  type Consent,
  consentCookie,
  consentSessionData,
  decideConsent,
} from '../../../lib/consent/consent';
import { consentAnswer } from '../../../lib/consent/consent-form';
import { safeNext } from '../../../lib/forms/redirects';
import { es } from '../../../i18n/es';
import { cameFrom } from '../came-from';
import { defineIntents } from '../intents';

/**
 * The cookie settings without JavaScript: the banner's buttons and the settings page's form. A
 * decision is kept in the consent cookie and told to the session (as from the page's script; an
 * outage must not undo the choice), then the shopper goes back; 'Configurar' opens the settings page.
 */
export const consentIntents = defineIntents<
  { answer: ReturnType<typeof consentAnswer>; back: string },
  { request: Request }
>({
  fields: (form, { request }) => ({
    answer: consentAnswer(form),
    back: safeNext(form.get('volver')?.toString(), cameFrom(request, '/')),
  }),
  otherwise: 'decide',
  intents: {
    decide: {
      rules: [{ holds: ({ answer }) => answer !== null, message: es.cookies.badForm }],
      async run(api, { answer }) {
        if (answer?.kind === 'configure') return null;
        const consent = decideConsent(answer!);
        await api('/api/store-front/session/data', {
          method: 'PUT',
          body: consentSessionData(consent),
        }).catch(() => {});
        return consent;
      },
      redirect: (consent: Consent | null, { back }) =>
        consent ? back : `${CONSENT_SETTINGS_PATH}?volver=${encodeURIComponent(back)}`,
      cookies: (consent: Consent | null) => (consent ? [consentCookie(consent, false)] : []),
    },
  },
});
