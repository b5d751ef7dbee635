/**
 * Page scripts start after the page has painted (issue 17 item 4: at the limit of the same page
 * without scripts). A module script in the HTML is fetched with high priority as soon as it is
 * parsed, so on a slow connection it shares the bandwidth with the stylesheet and the largest image;
 * Lighthouse counts it before the first paint. The HTML instead names each script in an inert
 * element, and one fixed inline script imports them all on the window's `load`: the largest
 * image has arrived, nothing else is waiting. Islands do not wait for it (Astro's island runtime
 * hydrates them on the first interaction), and every control works as plain HTML before it.
 */

/** How the shop marks a script that starts after `load`: a data block, never fetched by itself. */
export const LATE_SCRIPT_TYPE = 'text/x-shop-late';

/** `<html data-scripts="ready">`: every page script has run (what end-to-end tests wait for). */
export const SCRIPTS_READY_ATTRIBUTE = 'data-scripts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The page's HTML with each of its module scripts turned into a late one, and the loader at the
 * end of its body. A page without module scripts is returned as it is.
 */
export function deferModuleScripts(html: string): string {
  const deferred = html.replace(MODULE_SCRIPT, `<script type="${LATE_SCRIPT_TYPE}" data-src="$1"></script>`);
  const end = deferred.lastIndexOf('</body>');
  if (deferred === html || end < 0) return html;
  return `${deferred.slice(0, end)}<script>${LATE_SCRIPTS_LOADER}</script>${deferred.slice(end)}`;
}

/** How long a page waits for the frame that paints its main image: a hidden tab paints none. */
export const LATE_SCRIPTS_FRAME_WAIT_MS = 200;

/**
 * Imports every late script once the window has loaded and the page's main image (the one asked
 * for with `fetchpriority="high"`, SizedImage.astro) is decoded and painted, then marks the page
 * ready. A large product photo can finish just as `load` fires: scripts started then ran before its
 * paint and pushed the page's largest paint back behind them. A frame after the decode the photo is
 * on screen; a hidden tab paints no frame, so a short timer starts them too. A fixed string, so the
 * Content-Security-Policy allows it by its hash (lib/consent/inline-scripts.ts); it reads the
 * scripts from the markup and is the same on every page.
 */
export const LATE_SCRIPTS_LOADER = `addEventListener('load',function(){var g=0;function go(){if(g)return;g=1;var s=document.querySelectorAll('script[type="${LATE_SCRIPT_TYPE}"]');Promise.all(Array.prototype.map.call(s,function(e){return import(e.dataset.src).catch(function(){})})).then(function(){document.documentElement.setAttribute('${SCRIPTS_READY_ATTRIBUTE}','ready')})}Promise.all(Array.prototype.map.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return i.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${LATE_SCRIPTS_FRAME_WAIT_MS})})});`;
