import { useState } from 'react';
import type { AccountOutcome } from '../../stores/account-call';
import { type FormChecks, useCheckedForm } from './use-checked-form';
import { useHydrated } from './use-hydrated';

interface SavingSteps<V> extends FormChecks<V> {
  save(value: V): Promise<AccountOutcome<unknown>>;
  /** What the status line says once saved. */
  saved: string;
  /** After a save, before the status line speaks (the password form empties its fields). */
  onSaved?(form: HTMLFormElement): void;
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
  const hydrated = useHydrated();
  const { errors, setError, form, submit } = useCheckedForm(initialErrors, fields, {
    hydrated,
    busy,
    // A new press takes back the last 'saved'.
    read: (typed) => {
      setSaid('');
      return steps.read(typed);
    },
    problems: steps.problems,
    send: async (value, typed) => {
      setBusy(true);
      const outcome = await steps.save(value);
      setBusy(false);
      if (!outcome.ok) return outcome.fields;
      steps.onSaved?.(typed);
      setSaid(steps.saved);
      return null;
    },
  });

  return { hydrated, busy, said, errors, setError, form, submit };
}
