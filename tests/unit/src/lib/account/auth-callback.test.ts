import { describe, expect, it } from 'vitest';
import { confirmationNotice } from '../../../../../src/lib/account/auth-callback';
import { noticeText } from '../../../../../src/lib/forms/redirects';

describe('confirmationNotice', () => {
  it('names the login notice of a confirmed account and of a dead link', () => {
    expect(noticeText(confirmationNotice('1'))).toBe('Tu correo está confirmado. Ya puedes iniciar sesión.');
    expect(noticeText(confirmationNotice('0'))).toMatch(/^El enlace de confirmación no es válido/);
  });

  it('says nothing for anything else', () => {
    for (const value of [null, '', '2', 'true', '1 ']) expect(confirmationNotice(value)).toBeNull();
  });
});
