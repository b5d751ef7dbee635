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

/** `<img elementtiming="main-image">`: the page's main image, whose paint the late scripts wait for. */
export const MAIN_IMAGE_TIMING = 'main-image';

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

/**
 * How long after `load` a visible page that has reported no paint starts its scripts anyway. Not a
 * pause in the usual case: the paint's entry comes first. Bench runs showed a first paint a
 * second after `load` on a busy machine; scripts started by a shorter timer then counted again.
 */
export const LATE_SCRIPTS_PAINT_WAIT_MS = 3000;

/**
 * Imports every late script once the window has loaded and the page has painted, then marks the
 * page ready. `load` can come before the first paint (a short page whose images are quick: the
 * home page loaded at 95 ms and painted at 140 ms; on a busy machine a page painted at 1.3 s), and
 * scripts fetched then count towards the page's paints: the loader waits for the browser's first
 * largest-contentful-paint entry. A page with a main image (MAIN_IMAGE_TIMING, SizedImage.astro:
 * the product photo) waits for that image's own paint (Element Timing): a large photo can finish
 * just as `load` fires, and scripts started then ran before its paint; a main image that failed
 * to load is not waited for. The entries come from the browser after the paint, not from a timer,
 * so a page whose timers are stopped (a test's clock) still starts. A hidden tab, or a browser
 * without these entries, starts at `load`; a browser without Element Timing waits for the first
 * paint only.
 * A fixed string, so the Content-Security-Policy allows it by its hash
 * (lib/consent/inline-scripts.ts); it reads the scripts from the markup and is the same on every page.
 */
export const LATE_SCRIPTS_LOADER = `addEventListener('load',function(){var g=0;function go(){if(g)return;g=1;var s=document.querySelectorAll('script[type="${LATE_SCRIPT_TYPE}"]');Promise.all(Array.prototype.map.call(s,function(e){return import(e.dataset.src).catch(function(){})})).then(function(){document.documentElement.setAttribute('${SCRIPTS_READY_ATTRIBUTE}','ready')})}var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(document.visibilityState!=='visible'||!t||t.indexOf('largest-contentful-paint')<0)return go();var h=t.indexOf('element')<0?[]:Array.prototype.filter.call(document.querySelectorAll('img[elementtiming="${MAIN_IMAGE_TIMING}"]'),function(i){return i.naturalWidth>0});try{new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(!h.length||h.indexOf(e.element)>=0)go()})}).observe({type:h.length?'element':'largest-contentful-paint',buffered:true})}catch(x){return go()}setTimeout(go,${LATE_SCRIPTS_PAINT_WAIT_MS})});`;
