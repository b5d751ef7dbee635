import { type RefObject, useLayoutEffect } from 'react';

/** What the shopper typed or picked in a form, by field name (a radio group: the value checked). */
export type Typed = Map<string, string>;

function typedIn(form: HTMLFormElement | null, typed: Typed): void {
  for (const element of Array.from(form?.elements ?? [])) {
    if (element instanceof HTMLTextAreaElement && element.name) typed.set(element.name, element.value);
    if (!(element instanceof HTMLInputElement) || !element.name || element.type === 'hidden') continue;
    if (element.type === 'radio') {
      if (element.checked) typed.set(element.name, element.value);
    } else if (element.type !== 'submit') typed.set(element.name, element.value);
  }
}

/**
 * A checkout page's forms are server HTML until React takes over, and a quick shopper (or a
 * password manager) may type or pick in them before. Hydration leaves those values in place, but
 * the island's first render after it would put its own state back. So, once hydrated, the island
 * takes what the forms hold as its state: nothing typed is lost.
 */
export function useTypedBeforeHydration(
  forms: readonly RefObject<HTMLFormElement | null>[],
  keep: (typed: Typed) => void,
): void {
  // Once, at hydration: later renders are React's own. A layout effect, so that the state holds
  // what was typed before a press held until React was there reaches the handlers
  // (src/directives/held-presses.ts): a passive effect can come after that press, whose handler
  // then sends the empty state and puts it back in the fields (the typed gift mobile was lost).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once after hydration
  useLayoutEffect(() => {
    const typed: Typed = new Map();
    for (const form of forms) typedIn(form.current, typed);
    keep(typed);
  }, []);
}
