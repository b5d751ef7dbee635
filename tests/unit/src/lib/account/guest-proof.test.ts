import { describe, expect, it } from 'vitest';
import { guestProofOf } from '../../../../../src/lib/account/guest-proof';

describe('a guest proves an order with its e-mail or phone', () => {
  it('tells one from the other', () => {
    expect(guestProofOf(' Ana@Example.com ')).toEqual({ email: 'Ana@Example.com' });
    expect(guestProofOf('612 34 56 78')).toEqual({ phone: '612345678' });
    expect(guestProofOf('+34 612-345-678')).toEqual({ phone: '+34612345678' });
    expect(guestProofOf('12345')).toBeNull();
    expect(guestProofOf('')).toBeNull();
  });
});
