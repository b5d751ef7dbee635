/**
 * The example company the shop shows until a real one is set (README "Before launch"): a plausible
 * Spanish company, never a real one's details, with a NIF whose control digit is right
 * (B12345674) and a registry entry in the Registro Mercantil's form. The legal pages say it is an
 * example while these are in use, and `npm run build` warns (astro.config.mjs).
 */
export const EXAMPLE_SELLER = {
  PLATFORM_OPERATOR: 'Plataforma Comercio Digital, S.L.',
  COMPANY_NAME: 'Mercado Temático Ejemplo, S.L.',
  COMPANY_NIF: 'B12345674',
  COMPANY_ADDRESS: 'Calle Mayor 1, 28013 Madrid, España',
  COMPANY_REGISTRY: 'Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456',
  HELP_EMAIL: 'ayuda@mercadotematico.es',
} as const;

export type SellerSetting = keyof typeof EXAMPLE_SELLER;

/** The settings, among the seller's, that still hold the example's value (unset counts as the example). */
export function exampleSellerSettings(
  settings: Partial<Record<string, string | undefined>>,
): SellerSetting[] {
  return (Object.keys(EXAMPLE_SELLER) as SellerSetting[]).filter(
    (name) => !settings[name] || settings[name] === EXAMPLE_SELLER[name],
  );
}
