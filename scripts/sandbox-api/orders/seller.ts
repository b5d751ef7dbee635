/**
 * The company that sells and invoices. The shop's legal pages read the same data from its
 * COMPANY_* settings (astro.config.mjs); these are those settings' defaults, which the sandbox
 * cannot read (it never imports the shop). Placeholders, like theirs, until the real data is known.
 */
export const SELLER = {
  name: 'Plataforma Comercio Digital S.L.',
  nif: 'B00000000',
  address: 'Calle Mayor 1, 28013 Madrid, España',
  registry: 'Registro Mercantil de Madrid, tomo 00000, folio 0, hoja M-000000',
  email: 'ayuda@mercadotematico.es',
  shop: 'Mercado Temático',
} as const;

/**
 * Where a bank transfer goes. The IBAN is the usual documentation example (its check digits are
 * valid), never a real account.
 */
export const BANK_ACCOUNT = {
  iban: 'ES91 2100 0418 4502 0005 1332',
  beneficiary: SELLER.name,
  /** Days the order waits for the transfer before it may be cancelled. */
  daysToPay: 7,
} as const;
