import type { NoticeKey } from '../forms/redirects';

/** The login form's notice for the API's `?verified=` on the auth callback; null when it says nothing. */
export function confirmationNotice(verified: string | null): NoticeKey | null {
  if (verified === '1') return 'cuenta-confirmada';
  if (verified === '0') return 'enlace-no-valido';
  return null;
}
