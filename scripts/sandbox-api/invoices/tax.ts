/** IVA applied to every sale (tipo general). Prices already include it. */
export const VAT_PERCENT = 21;

/**
 * Splits an amount with IVA included into base imponible and IVA, in cents. The base is rounded
 * half up to the cent and the IVA is the rest, so base + IVA is always the amount charged.
 */
export function vatBreakdown(totalCents: number): { baseCents: number; vatCents: number } {
  const baseCents = Math.round((totalCents * 100) / (100 + VAT_PERCENT));
  return { baseCents, vatCents: totalCents - baseCents };
}
