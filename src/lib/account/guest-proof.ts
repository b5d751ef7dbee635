import type { GuestProof } from '@shop/contract/orders';

/** What the guest typed to prove the order is theirs: an e-mail if it has '@', else a phone; null if neither. */
export function guestProofOf(contact: string): GuestProof | null {
  const text = contact.trim();
  if (text.includes('@')) return text.length <= 254 ? { email: text } : null;
  const digits = text.replace(/[\s.()-]/g, '');
  return /^(?:\+?34)?[6789]\d{8}$/.test(digits) ? { phone: digits } : null;
}
