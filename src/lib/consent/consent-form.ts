import { CONSENT_CATEGORIES } from '../constants';
import type { Consent } from './consent';

/** What a consent form posted: a decision, or the wish to see the settings first. */
export type ConsentAnswer =
  | { kind: 'acceptAll' }
  | { kind: 'reject' }
  | { kind: 'save'; ticked: Consent }
  | { kind: 'configure' };

/**
 * The answer of the banner's or the settings page's form (posted without JavaScript): the
 * pressed button's `choice`, and for 'save' the ticked categories. Anything else is null.
 */
export function consentAnswer(form: { get(name: string): unknown }): ConsentAnswer | null {
  const choice = form.get('choice');
  if (choice === 'acceptAll' || choice === 'reject' || choice === 'configure') return { kind: choice };
  if (choice !== 'save') return null;
  return { kind: 'save', ticked: CONSENT_CATEGORIES.filter((category) => form.get(category) === 'on') };
}
