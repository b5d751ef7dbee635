import { useCallback, useRef, useState } from 'react';

type Errors = Partial<Record<string, string>>;

/**
 * A form's messages by field, as an island shows them: set all at once (a check before sending,
 * or the API's 422), one at a time (a field left or typed in again), and focus on the first field
 * with a message, in the order the form lists them.
 */
export function useFieldErrors(initial: Errors, order: readonly string[]) {
  const [errors, setErrors] = useState<Errors>(initial);
  const form = useRef<HTMLFormElement>(null);

  const setError = useCallback(
    (field: string, message: string | null) =>
      setErrors((current) => {
        if ((current[field] ?? null) === message) return current;
        const next = { ...current };
        if (message) next[field] = message;
        else delete next[field];
        return next;
      }),
    [],
  );

  /** Shows `found` in place of every message; true (and focus on the first) when there is one. */
  const show = (found: Errors): boolean => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };

  return { errors, setError, show, form };
}
