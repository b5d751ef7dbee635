import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/**
 * A payment step's form of one field (the coupon's code, the gift card's mobile): what is typed,
 * kept from before hydration; its message, which `recheck` updates as the shopper types once one
 * shows; the status line that says what was done. `field` is its TextField's name, value, message
 * and change.
 */
export function useOneField(
  name: string,
  posted: { value: string; error: string | null },
  recheck: (typed: string, shown: string) => string | null,
) {
  const [value, setValue] = useState(posted.value);
  const [error, setError] = useState<string | null>(posted.error);
  const [said, setSaid] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration([form], (typed) => setValue((shown) => typed.get(name) ?? shown));
  const field = {
    name,
    value,
    error,
    onValue: (typed: string) => {
      setValue(typed);
      if (error) setError(recheck(typed, error));
    },
  };
  return { form, value, setValue, error, setError, said, setSaid, field };
}
