import { describe, expect, test } from 'vitest';
import { consentAnswer } from '../../../../../src/lib/consent/consent-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('consentAnswer (the forms without JavaScript)', () => {
  test("the banner's three buttons", () => {
    expect(consentAnswer(form({ choice: 'acceptAll' }))).toEqual({ kind: 'acceptAll' });
    expect(consentAnswer(form({ choice: 'reject' }))).toEqual({ kind: 'reject' });
    expect(consentAnswer(form({ choice: 'configure' }))).toEqual({ kind: 'configure' });
  });

  test("the settings' save keeps the ticked categories only, in the shop's order", () => {
    expect(consentAnswer(form({ choice: 'save', marketing: 'on', analytics: 'on' }))).toEqual({
      kind: 'save',
      ticked: ['analytics', 'marketing'],
    });
    expect(consentAnswer(form({ choice: 'save' }))).toEqual({ kind: 'save', ticked: [] });
    expect(consentAnswer(form({ choice: 'save', necessary: 'on', analytics: 'yes' }))).toEqual({
      kind: 'save',
      ticked: [],
    });
  });

  test('anything else is no answer', () => {
    expect(consentAnswer(form({}))).toBeNull();
    expect(consentAnswer(form({ choice: 'acceptEverything' }))).toBeNull();
  });
});
