import { requestEnded, requestStarted } from '../../stores/loading';
import { catalogueFormUrl, isPlainClick } from '../../lib/catalogue/catalogue-url';

/** The head's tags that describe the results shown, swapped with them. */
const HEAD_TAGS = [
  'link[rel="canonical"]',
  'link[rel="prev"]',
  'link[rel="next"]',
  'meta[name="description"]',
  'meta[name="robots"]',
  'script[type="application/ld+json"]',
];

/** The controls focus goes back to after a swap: buttons and the order name a key; boxes are keyed by name and value. */
const FOCUSABLE_AGAIN = '[data-focus-key], [data-catalogue-form] [type="checkbox"]';

/**
 * The key that finds a control again in the swapped-in results: its `data-focus-key`, or a box's
 * name and value (`marca=Bricomax`), which 27 boxes a page do not repeat in an attribute (issue 17).
 */
function focusKeyOf(control: HTMLElement | null | undefined): string | undefined {
  if (!control) return undefined;
  const box = control as HTMLInputElement;
  return control.dataset.focusKey ?? (box.type === 'checkbox' ? `${box.name}=${box.value}` : undefined);
}

/**
 * The fetched page's results take the place of ours: its `<main>`, its title and the head's tags
 * that describe them. Null (nothing swapped) when either page has no `<main>` or they are
 * different shops' pages.
 */
function swapResults(doc: Document, next: Document): HTMLElement | null {
  const main = doc.querySelector('main');
  const nextMain = next.querySelector('main');
  const sameShop =
    next.querySelector('header[data-shop]')?.getAttribute('data-shop') ===
    doc.querySelector('header[data-shop]')?.getAttribute('data-shop');
  if (!main || !nextMain || !sameShop) return null;
  main.replaceChildren(...nextMain.childNodes);
  doc.title = next.title;
  for (const selector of HEAD_TAGS) {
    for (const stale of doc.head.querySelectorAll(selector)) stale.remove();
    for (const fresh of next.head.querySelectorAll(selector)) doc.head.append(fresh);
  }
  return main;
}

/** After a swap, focus goes back to the control that asked for it, if still shown, else to the results' heading. */
function focusResults(main: HTMLElement, focusKey: string | undefined, keepSheet: boolean): void {
  const control = focusKey
    ? [...main.querySelectorAll<HTMLElement>(FOCUSABLE_AGAIN)].find((each) => focusKeyOf(each) === focusKey)
    : undefined;
  // A box ticked in a phone's sheet keeps the sheet open, focus on the box; a button or an
  // order chosen there closes it, for the results.
  const sheet = control?.closest<HTMLElement>('[popover]');
  if (keepSheet && sheet && !sheet.checkVisibility()) sheet.showPopover();
  const again = control?.checkVisibility() ? control : null;
  const heading = main.querySelector<HTMLElement>('h1');
  heading?.setAttribute('tabindex', '-1');
  (again ?? heading)?.focus({ preventScroll: Boolean(again) });
  if (!again) main.scrollIntoView({ block: 'start' });
}

/** The filters' boxes, orders and price pairs send their form without a button. */
function applyControlsAtOnce(doc: Document): void {
  // Ticking a box or choosing an order applies at once; the buttons remain for typed prices.
  doc.addEventListener('change', (event) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const form = control.closest<HTMLFormElement>('form[data-catalogue-form]');
    if (!form || (control.type !== 'checkbox' && control.tagName !== 'SELECT')) return;
    form.dataset.lastChange = focusKeyOf(control) ?? '';
    form.dataset.keepSheet = String(control.type === 'checkbox');
    form.requestSubmit();
  });
  // The price pair has no button with scripts (.no-js): it applies when focus leaves the pair
  // (a tap elsewhere, Tab onwards) or on Enter, and only if a price was typed.
  doc.addEventListener('focusout', (event) => {
    const pair = (event.target as Element).closest('[data-apply-on-leave]');
    if (!pair || pair.contains(event.relatedTarget as Node | null)) return;
    if (![...pair.querySelectorAll('input')].some((input) => input.value !== input.defaultValue)) return;
    // Each swap brings a fresh form, so no earlier box's focus key is left on it.
    (event.target as HTMLInputElement).form!.requestSubmit();
  });
  // A box ticked or an order chosen before these scripts ran (no button to send it) still applies.
  for (const control of doc.querySelectorAll<HTMLInputElement & HTMLSelectElement>(
    '[data-catalogue-form] :is(select, [type=checkbox])',
  )) {
    if (
      control.checked !== control.defaultChecked ||
      control.selectedOptions?.[0]?.defaultSelected === false
    ) {
      control.form!.requestSubmit();
      break;
    }
  }
}

/**
 * With JavaScript, the catalogue's filters, sort, chips and pagination update the results
 * without a full reload: the same URL is fetched as HTML and its `<main>` replaces ours, so the
 * server stays the one place that renders results, and every state keeps its shareable URL
 * (pushed to the history; Back and Forward swap too). Anything unexpected falls back to a
 * normal navigation, so nothing is ever lost. Forms carry `data-catalogue-form`; link groups
 * `data-catalogue-nav`.
 */
export function wireCatalogueNavigation(doc: Document): void {
  const view = doc.defaultView!;
  let pending: AbortController | undefined;
  let swapped = false;
  // The address whose results are on screen: Back to a mere #fragment must not refetch.
  const shown = () => view.location.pathname + view.location.search;
  let showing = shown();
  const announcer = doc.createElement('p');
  announcer.className = 'sr-only';
  announcer.setAttribute('aria-live', 'polite');
  doc.body.append(announcer);

  const swapIn = async (
    url: URL,
    { push, focusKey, keepSheet = false }: { push: boolean; focusKey?: string; keepSheet?: boolean },
  ) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    requestStarted();
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'text/html' } });
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      const main = swapResults(doc, next);
      if (!main) return view.location.assign(url);
      if (push) view.history.pushState({ catalogue: true }, '', url);
      swapped = true;
      showing = url.pathname + url.search;
      announcer.textContent = main.querySelector('[role="status"]')?.textContent ?? doc.title;
      focusResults(main, focusKey, keepSheet);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') view.location.assign(url);
    } finally {
      requestEnded();
    }
  };

  doc.addEventListener('submit', (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>('form[data-catalogue-form]');
    if (!form) return;
    event.preventDefault();
    const submitter = event.submitter as HTMLElement | null;
    const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]);
    swapIn(catalogueFormUrl(form.getAttribute('action') ?? '', entries, view.location.href), {
      push: true,
      focusKey: focusKeyOf(submitter) ?? form.dataset.lastChange,
      keepSheet: !submitter && form.dataset.keepSheet === 'true',
    });
  });
  applyControlsAtOnce(doc);
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-catalogue-nav] a[href]');
    if (!link || !isPlainClick(event) || link.target) return;
    event.preventDefault();
    swapIn(new URL(link.href), { push: true });
  });
  view.addEventListener('popstate', () => {
    if (swapped && shown() !== showing) swapIn(new URL(view.location.href), { push: false });
  });
}
