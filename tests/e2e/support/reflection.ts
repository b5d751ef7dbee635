import { XSS_GLOBAL } from './hostile-payloads.ts';
import { staticWindow } from './static-window.ts';

/**
 * Whether an HTML answer would run an injected payload. A raw marker alone is not proof: `<` is
 * legal inside a quoted attribute (`value="<svg/onload=…>"`), and Astro rightly leaves it there.
 * So the page is parsed as a browser would, and only what a browser runs counts: an event handler
 * attribute, a classic script, a `javascript:` address or an iframe's srcdoc carrying the payload.
 * One window parses every page, as page-words.ts does: a new window per page added a quarter to
 * each page's parse (window set-up and close), and the hostile test parses over a hundred pages.
 */

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'];
const CLASSIC_SCRIPT_TYPES = ['', 'text/javascript', 'module', 'application/javascript'];

const window = staticWindow();

export function executablePayloads(html: string): string[] {
  const document = new window.DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    for (const attribute of element.attributes) {
      const { name } = attribute;
      const value = attribute.value ?? '';
      // Case-insensitive: an upper-cased echo of a payload is still an injection.
      if (!value.toLowerCase().includes(XSS_GLOBAL)) continue;
      const runs =
        name.startsWith('on') ||
        (URL_ATTRIBUTES.includes(name) && /^\s*javascript:/i.test(value)) ||
        (tag === 'iframe' && name === 'srcdoc');
      if (runs) found.push(`<${tag} ${name}="${value}">`);
    }
    const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
    if (
      tag === 'script' &&
      CLASSIC_SCRIPT_TYPES.includes(type) &&
      element.textContent.toLowerCase().includes(XSS_GLOBAL)
    ) {
      found.push(`<script>${element.textContent.slice(0, 120)}`);
    }
  }
  return found;
}
