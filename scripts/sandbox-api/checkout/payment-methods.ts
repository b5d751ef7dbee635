import type { PaymentMethod } from '@shop/contract/checkout';

/**
 * The ways to pay. A card is charged through the Redsys simulator (the order waits in
 * pending_payment until it settles); a transfer leaves the order pending with the bank details
 * in it until an operator marks it paid.
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: 'redsys_card', name: 'Tarjeta de crédito o débito' },
  { code: 'bank_transfer', name: 'Transferencia bancaria' },
];

export function paymentMethod(code: unknown): PaymentMethod | null {
  return PAYMENT_METHODS.find((method) => method.code === code) ?? null;
}
