import { type FormEvent, useState } from 'react';
import type { AccountOutcome } from '../../stores/account-call';
import { useFieldErrors } from './use-field-errors';
import { useHydrated } from './use-hydrated';

interface SavingSteps<V> {
  /** What the form holds, read from its fields at the press. */
  read(form: HTMLFormElement): V;
  /** The shop's own checks before sending, by field (none: `{}`). */
  problems(value: V): Partial<Record<string, string>>;
  save(value: V): Promise<AccountOutcome<unknown>>;
  /** What the status line says once saved. */
  saved: string;
  /** After a save, before the status line speaks (the password form empties its fields). */
  onSaved?(form: HTMLFormElement | null): void;
}

/**
 * An account form that posts without JavaScript and, hydrated, saves in place: it checks the
 * fields, sends, shows the API's 422 beside its fields (focus on the first) and says when it is
 * saved. Before hydration the press is left to the browser, whose post the page answers.
 */
export function useSavingForm<V>(
  initialErrors: Record<string, string>,
  fields: readonly string[],
  steps: SavingSteps<V>,
) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const { errors, setError, show, form } = useFieldErrors(initialErrors, fields);
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    setSaid('');
    const value = steps.read(event.currentTarget);
    if (show(steps.problems(value))) return;
    setBusy(true);
    const outcome = await steps.save(value);
    setBusy(false);
    if (!outcome.ok) {
      show(outcome.fields);
      return;
    }
    steps.onSaved?.(form.current);
    setSaid(steps.saved);
  };

  return { hydrated, busy, said, errors, setError, form, submit };
}
