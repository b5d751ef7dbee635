import {
  HELD_PRESS_FALLBACK_MS,
  IN_PLACE_LINK_ATTRIBUTE,
  islandHydrateEvent,
  PENDING_ATTRIBUTE,
  PRESS_SCRIPTS_ATTRIBUTE,
  PRESS_ADDING_ATTRIBUTE,
  PRESS_FIRST_ATTRIBUTE,
  PRESS_FIRST_MAX_MS,
  PRESS_TAKEN_ATTRIBUTE,
  WAKES_ATTRIBUTE,
} from '../lib/ui/hydration';

/**
 * The controls whose first press waits for React: what submits a form or runs an island's action,
 * and the links the island follows in place (IN_PLACE_LINK_ATTRIBUTE).
 */
const CONTROL = `button, input[type="submit"], input[type="image"], a[${IN_PLACE_LINK_ATTRIBUTE}]`;

/**
 * A shopper reaching for an island's controls, before any press: the pointer arriving over them
 * too, which on a phone comes first in the same tap (issue 27 item 1: the press's scripts are
 * asked for before the other islands' code, interaction.ts).
 */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Asks at once for the page scripts named for the island's first touch or press (a template with
 * PRESS_SCRIPTS_ATTRIBUTE in its WAKES_ATTRIBUTE area: the buy form's early add), instead of
 * leaving them behind the page's other scripts; the islands wait for them (pressesFirst). One that
 * fails to load changes nothing: the press stays held for React, or posts as without JavaScript.
 */
function startPressScripts(island: HTMLElement): void {
  const template = (island.closest(`[${WAKES_ATTRIBUTE}]`) ?? island).querySelector(
    `template[${PRESS_SCRIPTS_ATTRIBUTE}]`,
  );
  if (!(template instanceof HTMLTemplateElement)) return;
  // Each named as the page's late scripts are (lib/ui/late-scripts.ts, deferModuleScripts).
  const first = template.getAttribute(PRESS_FIRST_ATTRIBUTE);
  const loading = Promise.all(
    Array.from(template.content.querySelectorAll('script'), (script) =>
      import(/* @vite-ignore */ script.dataset.src as string).catch(() => {}),
    ),
  );
  if (!first || !matchMedia(first).matches) return;
  pressScripts = loading;
  void loading.then(() => {
    if (pressScripts === loading) pressScripts = null;
  });
}

/** The press scripts a first touch asked for (startPressScripts) while they load, where islands wait for them. */
let pressScripts: Promise<unknown> | null = null;

/**
 * What an island waits for before it loads, on the screens where a press shows its result without
 * React (PRESS_FIRST_ATTRIBUTE: the buy form's early popup on phones): the press scripts a first
 * touch asked for, then the add they started (PRESS_ADDING_ATTRIBUTE on `<html>`,
 * buy-press.client.ts), for PRESS_FIRST_MAX_MS at most. On a phone React's 60 KB and its
 * evaluation took the narrow bandwidth and the main thread from the early add's code and from its
 * answer's task (issue 27 item 1: an early tap's popup came at 1.1–1.2 s, 0.2 s after the save had
 * answered); the shopper's add comes first, the islands right after it. Null when there is
 * nothing to wait for.
 */
export function pressesFirst(): Promise<void> | null {
  const html = document.documentElement;
  const loading = pressScripts;
  if (!loading && !html.hasAttribute(PRESS_ADDING_ATTRIBUTE)) return null;
  return new Promise((settled) => {
    let loaded = false;
    const done = () => {
      watch.disconnect();
      clearTimeout(timer);
      settled();
    };
    const check = () => {
      if (loaded && !html.hasAttribute(PRESS_ADDING_ATTRIBUTE)) done();
    };
    const watch = new MutationObserver(check);
    const timer = setTimeout(done, PRESS_FIRST_MAX_MS);
    watch.observe(html, { attributeFilter: [PRESS_ADDING_ATTRIBUTE] });
    void Promise.resolve(loading).then(() => {
      loaded = true;
      check();
    });
  });
}

interface HeldPress {
  /** The pressed control (null for a form submitted by Enter without a submit button). */
  control: HTMLElement | null;
  /** Its name and its place among the island's controls of that name, to find it again where React drew another element. */
  place: ControlPlace | null;
  /** The form an Enter submitted, when that is how the press came. */
  form: HTMLFormElement | null;
}

interface ControlPlace {
  name: string;
  nth: number;
}

/** What a shopper reads on a control: the same on the server's link and the hydrated button that replaces it. */
const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/**
 * Presses a control again, once React is there. React may hydrate as this very click reaches it
 * and draw another element in the control's place (a link without JavaScript, a button with it):
 * the click then lands on an element React no longer knows, and the browser would follow the old
 * link (the cart's 'Limpiar carrito' went to its no-JavaScript page). Late in its way, such a
 * click is cancelled and given to the control now in its place.
 */
function pressAgain(control: HTMLElement, inItsPlace: () => HTMLElement | null): void {
  const late = (event: Event) => {
    if (event.target !== control || control.isConnected || event.defaultPrevented) return;
    event.preventDefault();
    inItsPlace()?.click();
  };
  window.addEventListener('click', late);
  try {
    control.click();
  } finally {
    window.removeEventListener('click', late);
  }
}

/**
 * Holds the first press on an island's controls until React's handlers are there (issue 27 item
 * 1). React does not replay a click or a submit that came before `hydrateRoot`: the plain form would
 * post and the page would leave, where the hydrated page adds in place. So a press before then is
 * held, the control shows at once that it was taken (PENDING_ATTRIBUTE, styled in shell.css without
 * moving anything), and once React listens the same control is pressed again. When React cannot
 * come (its code failed, or took longer than HELD_PRESS_FALLBACK_MS) the press goes through as
 * without JavaScript: the plain form posts, nothing is lost. The first touch of the island, or
 * the held press, also asks for the page scripts named for it (startPressScripts).
 *
 * `begin` starts the island's hydration (it may already have started); `release` must be called
 * once hydration has ended, either way.
 */
export function holdPresses(island: HTMLElement, begin: () => void): { release: () => void } {
  let held: HeldPress | null = null;
  let released = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const controls = () => Array.from(island.querySelectorAll<HTMLElement>(CONTROL));
  const placeOf = (control: HTMLElement): ControlPlace => {
    const name = nameOf(control);
    return {
      name,
      nth: controls()
        .filter((other) => nameOf(other) === name)
        .indexOf(control),
    };
  };
  const findAgain = (place: ControlPlace | null) =>
    place ? (controls().filter((other) => nameOf(other) === place.name)[place.nth] ?? null) : null;

  // Once, and only before React is there (release): its own handlers then ask for what a press needs.
  let reached = false;
  const reach = () => {
    if (reached) return;
    reached = true;
    startPressScripts(island);
  };

  const hold = (event: Event, press: HeldPress) => {
    event.preventDefault();
    event.stopPropagation();
    if (held) return;
    held = press;
    reach();
    press.control?.setAttribute(PENDING_ATTRIBUTE, '');
    press.control?.setAttribute('aria-busy', 'true');
    fallback = setTimeout(release, HELD_PRESS_FALLBACK_MS);
    begin();
    // The islands the press shows in (WAKES_ATTRIBUTE: the buy form's popup) hydrate beside it.
    const wakes = (press.form ?? press.control)
      ?.closest(`[${WAKES_ATTRIBUTE}]`)
      ?.getAttribute(WAKES_ATTRIBUTE);
    for (const name of wakes?.split(' ') ?? []) dispatchEvent(new Event(islandHydrateEvent(name)));
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest?.(CONTROL);
    // A link opened elsewhere (a new tab or window) is the browser's, never held.
    if (control?.localName === 'a' && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
    if (control instanceof HTMLElement && island.contains(control))
      hold(event, { control, place: placeOf(control), form: null });
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    const control = submitter?.matches(CONTROL) ? submitter : null;
    hold(event, { control, place: control ? placeOf(control) : null, form });
  };

  function release(): void {
    if (released) return;
    released = true;
    clearTimeout(fallback);
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('submit', onSubmit, true);
    reached = true;
    // Taken by a script that does the press's work without React (its marks are that script's).
    if (!held || island.hasAttribute(PRESS_TAKEN_ATTRIBUTE)) return;
    const { control, place, form } = held;
    control?.removeAttribute(PENDING_ATTRIBUTE);
    control?.removeAttribute('aria-busy');
    // A client render (React giving up on hydrating) replaces the server's controls: the same one, found again by its name and place.
    const again = control?.isConnected ? control : findAgain(place);
    if (form && !again) (form.isConnected ? form : island.querySelector('form'))?.requestSubmit();
    else if (again) pressAgain(again, () => findAgain(place));
  }

  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);
  for (const type of REACHING) island.addEventListener(type, reach, { capture: true, passive: true });
  return { release };
}
