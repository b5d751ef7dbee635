import type { FormEvent } from 'react';
import { useFieldErrors } from './use-field-errors';

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
  /** Sends what passed the checks; answers the API's refused fields, or null once saved. */
  send(value: V, form: HTMLFormElement): Promise<Errors | null>;
}

/**
 * A form whose island checks it: its messages by field (useFieldErrors) and its submit, which reads
 * the fields, shows the shop's own problems or else sends them, and shows the API's refusals beside
 * their fields, focus on the first.
 */
export function useCheckedForm<V>(
  initialErrors: Errors,
  fields: readonly string[],
  { hydrated, busy, read, problems, send }: Steps<V>,
) {
  const { errors, setError, show, form } = useFieldErrors(initialErrors, fields);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    const target = event.currentTarget;
    const value = read(target);
    if (show(problems(value))) return;
    const refused = await send(value, target);
    if (refused) show(refused);
  };
  return { errors, setError, form, submit };
}
