import { describe, expect, test } from 'vitest';
import { consentAnswer } from '../../../../../src/lib/consent/consent-form';
import { formData } from '../../../support/form-data';

describe('consentAnswer (the forms without JavaScript)', () => {
  test("the banner's three buttons", () => {
    expect(consentAnswer(formData({ choice: 'acceptAll' }))).toEqual({ kind: 'acceptAll' });
    expect(consentAnswer(formData({ choice: 'reject' }))).toEqual({ kind: 'reject' });
    expect(consentAnswer(formData({ choice: 'configure' }))).toEqual({ kind: 'configure' });
  });

  test("the settings' save keeps the ticked categories only, in the shop's order", () => {
    expect(consentAnswer(formData({ choice: 'save', marketing: 'on', analytics: 'on' }))).toEqual({
      kind: 'save',
      ticked: ['analytics', 'marketing'],
    });
    expect(consentAnswer(formData({ choice: 'save' }))).toEqual({ kind: 'save', ticked: [] });
    expect(consentAnswer(formData({ choice: 'save', necessary: 'on', analytics: 'yes' }))).toEqual({
      kind: 'save',
      ticked: [],
    });
  });

  test('anything else is no answer', () => {
    expect(consentAnswer(formData({}))).toBeNull();
    expect(consentAnswer(formData({ choice: 'acceptEverything' }))).toBeNull();
  });
});
