/**
 * Page scripts start after the page has painted (issue 17 item 4: at the limit of the same page
 * without scripts). A module script in the HTML is fetched with high priority as soon as it is
 * parsed, so on a slow connection it shares the bandwidth with the stylesheet and the largest image;
 * Lighthouse counts it before the first paint. The HTML instead names each script in an inert
 * element, and one fixed inline script imports them all on the window's `load`: the largest
 * image has arrived, nothing else is waiting (the loader: src/browser/inline/late-scripts-loader.ts,
 * bundled and allowed by its hash: src/server/http/inline-scripts.ts). Islands do not wait for it
 * (Astro's island runtime hydrates them on the first interaction), and every control works as
 * plain HTML before it.
 */

import { PRESS_SCRIPTS_ATTRIBUTE } from './hydration';

/** How the shop marks a script that starts after `load`: a data block, never fetched by itself. */
export const LATE_SCRIPT_TYPE = 'text/x-shop-late';

/** `<img elementtiming="main-image">`: the page's main image, whose paint the late scripts wait for. */
export const MAIN_IMAGE_TIMING = 'main-image';

/** `<html data-scripts="ready">`: every page script has run (what end-to-end tests wait for). */
export const SCRIPTS_READY_ATTRIBUTE = 'data-scripts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const lateScript = (src: string) => `<script type="${LATE_SCRIPT_TYPE}" data-src="${src}"></script>`;

/**
 * The page's HTML with each of its module scripts turned into a late one, and the loader (the
 * bundled late-scripts-loader, the same on every page) at the end of its body. The module scripts
 * right after an empty press template (PRESS_SCRIPTS_ATTRIBUTE: Astro does not build a script
 * written inside a template) go into it instead, out of the loader's sight, for the directive
 * that holds the press to ask for. A page without module scripts is returned as it is.
 */
export function deferModuleScripts(html: string, loader: string): string {
  const pressScripts = new RegExp(
    `(<template ${PRESS_SCRIPTS_ATTRIBUTE}[^>]*>)</template>((?:\\s*<script type="module" src="[^"]+"></script>)+)`,
    'g',
  );
  const toLate = (scripts: string) => scripts.replace(MODULE_SCRIPT, (_, src: string) => lateScript(src));
  const deferred = toLate(
    html.replace(
      pressScripts,
      (_, template: string, scripts: string) => `${template}${toLate(scripts).trim()}</template>`,
    ),
  );
  const end = deferred.lastIndexOf('</body>');
  if (deferred === html || end < 0) return html;
  return `${deferred.slice(0, end)}<script>${loader}</script>${deferred.slice(end)}`;
}

/**
 * How long after `load` a visible page that has reported no paint starts its scripts anyway. Not a
 * pause in the usual case: the paint's entry comes first. Bench runs showed a first paint a
 * second after `load` on a busy machine; scripts started by a shorter timer then counted again.
 */
export const LATE_SCRIPTS_PAINT_WAIT_MS = 3000;
