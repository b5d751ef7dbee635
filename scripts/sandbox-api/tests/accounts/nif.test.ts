/** Spanish tax ids (accounts/nif.ts): DNI, NIE and CIF check characters. */
import { describe, expect, it } from 'vitest';
import { isValidNif, normalizeNif } from '../../accounts/nif.ts';

describe('NIF (pure)', () => {
  it('checks DNI, NIE and CIF check characters', () => {
    for (const valid of [
      '12345678Z',
      'X1234567L',
      'Y1234567X',
      'Z1234567R',
      'B12345674',
      'Q2826000H',
      'A58818501',
    ]) {
      expect(isValidNif(valid), valid).toBe(true);
    }
    for (const invalid of [
      '12345678A',
      'X1234567A',
      'B12345675',
      'Q2826000A',
      'A5881850A',
      '1234567Z',
      'HOLA',
    ]) {
      expect(isValidNif(invalid), invalid).toBe(false);
    }
    expect(normalizeNif(' 12.345.678-z ')).toBe('12345678Z');
  });
});
