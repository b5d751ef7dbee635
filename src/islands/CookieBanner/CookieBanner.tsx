import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { es } from '../../i18n/es';
import type { Consent, ConsentCategory } from '../../lib/consent';
import { $bannerReady, $consent, $settingsOpen, decide, startConsent } from '../../stores/consent';

const CATEGORY_TEXT: Record<ConsentCategory, { label: string; text: string }> = {
  analytics: { label: es.cookies.analytics, text: es.cookies.analyticsText },
  marketing: { label: es.cookies.marketing, text: es.cookies.marketingText },
};

/**
 * The cookie banner (spec §2, §4): shown while undecided, or when the footer link reopens the
 * settings. Accepting and rejecting sit side by side with the same weight (AEPD guide); the
 * settings start from the current decision, necessary cookies ticked and locked.
 */
export default function CookieBanner() {
  const consent = useStore($consent);
  const ready = useStore($bannerReady);
  const settingsOpen = useStore($settingsOpen);
  const [configuring, setConfiguring] = useState(false);
  const [ticked, setTicked] = useState<Consent>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => startConsent(), []);
  useEffect(() => {
    if (!settingsOpen) return;
    setTicked($consent.get() ?? []);
    setConfiguring(true);
    heading.current?.focus();
  }, [settingsOpen]);

  if (!settingsOpen && (!ready || consent !== null)) return null;
  const toggle = (category: ConsentCategory, on: boolean) =>
    setTicked((current) => (on ? [...current, category] : current.filter((entry) => entry !== category)));
  const button = 'min-h-11 rounded-md px-4 py-2 font-semibold focus-ring';
  const primary = `${button} bg-brand text-white hover:bg-brand-dark`;
  return (
    <section aria-labelledby="cookie-banner-title" className="cookie-banner fixed inset-x-0 bottom-0 z-50 border-t border-gray-300 bg-white p-4 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.15)]">
      <div className="container-shop">
        <h2 id="cookie-banner-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">{es.cookies.title}</h2>
        {!configuring ? (
          <>
            <p className="mt-1 text-sm">{es.cookies.text} <a href="/links/cookies" className="underline link-plain">{es.cookies.policyLink}</a></p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className={primary} onClick={() => decide({ kind: 'acceptAll' })}>{es.cookies.acceptAll}</button>
              <button type="button" className={primary} onClick={() => decide({ kind: 'reject' })}>{es.cookies.rejectAll}</button>
              <button type="button" className={`${button} border border-gray-400 hover:bg-gray-100`} onClick={() => { setTicked($consent.get() ?? []); setConfiguring(true); }}>{es.cookies.configure}</button>
            </div>
          </>
        ) : (
          <form className="mt-2" onSubmit={(event) => { event.preventDefault(); decide({ kind: 'save', ticked }); setConfiguring(false); }}>
            <fieldset>
              <legend className="sr-only">{es.cookies.configure}</legend>
              <label className="flex items-start gap-2 py-1 text-sm">
                <input type="checkbox" checked disabled className="mt-1 h-4 w-4" />
                <span><strong>{es.cookies.necessary}</strong>: {es.cookies.necessaryText}</span>
              </label>
              {(Object.keys(CATEGORY_TEXT) as ConsentCategory[]).map((category) => (
                <label key={category} className="flex items-start gap-2 py-1 text-sm">
                  <input type="checkbox" name={category} checked={ticked.includes(category)} onChange={(event) => toggle(category, event.target.checked)} className="mt-1 h-4 w-4" />
                  <span><strong>{CATEGORY_TEXT[category].label}</strong>: {CATEGORY_TEXT[category].text}</span>
                </label>
              ))}
            </fieldset>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="submit" className={primary}>{es.cookies.save}</button>
              <button type="button" className={`${button} border border-gray-400 hover:bg-gray-100`} onClick={() => { setConfiguring(false); $settingsOpen.set(false); }}>{es.cookies.back}</button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
