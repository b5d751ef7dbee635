// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import UnoCSS from 'unocss/astro';

const SANDBOX_URL = 'http://localhost:4322';

// Static by default: home, legal, list and category pages are pre-rendered from the category
// tree; product and catalogue-search pages opt out with `export const prerender = false` and are
// rendered on demand by the Node server.
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [UnoCSS({ injectReset: true }), react()],
  // No per-page client router: every navigation is a plain page load served from cache.
  prefetch: false,
  devToolbar: { enabled: false },
  env: {
    schema: {
      // Where the browser (islands) reaches the commerce API.
      PUBLIC_API_URL: envField.string({ context: 'client', access: 'public', default: SANDBOX_URL }),
      // Where the build and the server reach it (may be an internal address). 'secret' only so that
      // Astro reads it when the server starts instead of freezing the build-time value into it.
      API_URL: envField.string({ context: 'server', access: 'secret', default: SANDBOX_URL }),
      // The platform's code for this shop in store-front paths (`/store-front/api/{product}/…`, spec §7).
      API_PRODUCT: envField.string({ context: 'client', access: 'public', default: 'mercado' }),
      SHOP_NAME: envField.string({ context: 'client', access: 'public', default: 'Mercado Temático' }),
      HELP_EMAIL: envField.string({ context: 'client', access: 'public', default: 'ayuda@mercadotematico.es' }),
      PLATFORM_OPERATOR: envField.string({ context: 'client', access: 'public', default: 'Plataforma Comercio Digital S.L.' }),
      // The company behind the shop, for the legal pages (LSSI art. 10). Placeholders until set.
      COMPANY_NAME: envField.string({ context: 'client', access: 'public', default: 'Plataforma Comercio Digital S.L.' }),
      COMPANY_NIF: envField.string({ context: 'client', access: 'public', default: 'B00000000' }),
      COMPANY_ADDRESS: envField.string({ context: 'client', access: 'public', default: 'Calle Mayor 1, 28013 Madrid, España' }),
      COMPANY_REGISTRY: envField.string({
        context: 'client',
        access: 'public',
        default: 'Registro Mercantil de Madrid, tomo 00000, folio 0, hoja M-000000',
      }),
      // GA4 measurement id; without it no analytics script is ever loaded.
      ANALYTICS_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      // Where gtag.js comes from (loaded only after the shopper accepts analytics cookies).
      ANALYTICS_SCRIPT_URL: envField.string({ context: 'client', access: 'public', default: 'https://www.googletagmanager.com/gtag/js' }),
    },
  },
});
