import type { FormEvent } from 'react';

type Errors = Partial<Record<string, string>>;

/** How a form's fields are read and checked before anything is sent. */
export interface FormChecks<V> {
  /** What the form holds, read from its fields at the press. */
  read(form: HTMLFormElement): V;
  /** The shop's own checks before sending, by field (none: `{}`). */
  problems(value: V): Errors;
}

interface Steps<V> extends FormChecks<V> {
  /** Before hydration the press is left to the browser, whose post the page answers. */
  hydrated: boolean;
  /** A save in flight: a second press does nothing. */
  busy: boolean;
  /** Shows the messages by field, focus on the first; true when there is one (useFieldErrors). */
  show(found: Errors): boolean;
  /** Sends what passed the checks; answers the API's refused fields, or null once saved. */
  send(value: V): Promise<Errors | null>;
}

/**
 * A hydrated form's submit: reads the fields, shows the shop's own problems or else sends them,
 * and shows the API's refusals beside their fields (focus on the first).
 */
export function checkedSubmit<V>({ hydrated, busy, show, read, problems, send }: Steps<V>) {
  return async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    const value = read(event.currentTarget);
    if (show(problems(value))) return;
    const refused = await send(value);
    if (refused) show(refused);
  };
}
