import type { SubmitEvent } from 'react';
import { es } from '../../i18n/es';
import { type Consent, CONSENT_SETTINGS_PATH, type ConsentCategory } from '../../lib/consent/consent';
import { CONSENT_CATEGORIES } from '../../lib/constants';

const TEXTS: Record<ConsentCategory, { label: string; text: string }> = {
  analytics: { label: es.cookies.analytics, text: es.cookies.analyticsText },
  marketing: { label: es.cookies.marketing, text: es.cookies.marketingText },
};

interface ConsentSettingsFormProps {
  /** The categories ticked when it opens: the current decision (none before one). */
  given: Consent;
  /** Where 'Volver' leads and the plain form returns to (the settings page without JavaScript). */
  back: string;
  /** In the dialog: the ticked categories are saved here instead of posting the form. */
  onSave?(ticked: Consent): void;
  /** In the dialog: 'Volver' closes it instead of leading to `back`. */
  onBack?(): void;
}

/**
 * The cookie settings: necessary (always on), analytics and marketing, 'Guardar' and 'Volver'.
 * A plain form that posts to the settings page, so it works without JavaScript; the dialog hands
 * it `onSave`/`onBack` and it posts nothing.
 */
export function ConsentSettingsForm({ given, back, onSave, onBack }: ConsentSettingsFormProps) {
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    if (!onSave) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSave(CONSENT_CATEGORIES.filter((category) => form.get(category) === 'on'));
  };
  return (
    <form method="post" action={CONSENT_SETTINGS_PATH} onSubmit={save}>
      <input type="hidden" name="volver" value={back} />
      <fieldset>
        <legend className="sr-only">{es.cookies.footerLink}</legend>
        <label className="cookie-option">
          <input type="checkbox" checked disabled className="mt-1 h-4 w-4" />
          <span>
            <strong>{es.cookies.necessary}</strong>: {es.cookies.necessaryText}
          </span>
        </label>
        {CONSENT_CATEGORIES.map((category) => (
          <label key={category} className="cookie-option">
            <input
              type="checkbox"
              name={category}
              defaultChecked={given.includes(category)}
              className="mt-1 h-4 w-4"
            />
            <span>
              <strong>{TEXTS[category].label}</strong>: {TEXTS[category].text}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" name="choice" value="save" className="cookie-btn-primary">
          {es.cookies.save}
        </button>
        {onBack ? (
          <button type="button" className="cookie-btn-secondary" onClick={onBack}>
            {es.cookies.back}
          </button>
        ) : (
          <a href={back} className="cookie-btn-secondary inline-flex items-center">
            {es.cookies.back}
          </a>
        )}
      </div>
    </form>
  );
}
