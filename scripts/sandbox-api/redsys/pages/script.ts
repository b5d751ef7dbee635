import type { InSiteConfig } from '../browser/in-site.ts';
import { browserScripts } from './bundle.ts';

/**
 * redsysV3.js as the sandbox serves it: the in-site script (redsys/browser/in-site.ts, bundled once
 * at start-up) after one assignment that gives it the sandbox's origin as data. The origin is
 * per request (the sandbox's public URL), the code never changes.
 */
export function redsysScript(origin: string): string {
  const config: InSiteConfig = { origin };
  return `/* Simulador de Redsys inSite (sandbox): misma API que redsysV3.js. */
window.redsysSandbox = ${JSON.stringify(config)};
${browserScripts()['in-site']}`;
}
