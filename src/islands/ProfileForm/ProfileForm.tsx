import { type FormEvent, useEffect, useState } from 'react';
import { es } from '../../i18n/es';
import { CUSTOMER_NAME_MAX_LENGTH } from '../../lib/constants';
import { saveName } from '../../stores/account-profile';
import { TextField } from '../shared/TextField';
import { useFieldErrors } from '../shared/use-field-errors';

interface Props {
  name: string;
  email: string;
  /** The API's messages of a refused no-JavaScript post, by field. */
  errors: Record<string, string>;
}

const FIELDS = ['name'] as const;

/**
 * The customer's name (account profile). Server HTML posts to the page; hydrated, it saves through
 * the API without a reload, says so, and the header and greeting follow `$customer`.
 */
export default function ProfileForm({ name, email, errors: initialErrors }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const { errors, setError, show, form } = useFieldErrors(initialErrors, FIELDS);
  useEffect(() => setHydrated(true), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (busy) return;
    setSaid('');
    const typed = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (show(typed ? {} : { name: es.forms.requiredField })) return;
    setBusy(true);
    const outcome = await saveName(typed);
    setBusy(false);
    if (outcome.ok) setSaid(es.account.profileSaved);
    else show(outcome.fields);
  };

  return (
    <form
      ref={form}
      method="post"
      action="/account/profile"
      className="grid max-w-md gap-4"
      noValidate={hydrated}
      onSubmit={submit}
    >
      <TextField
        name="name"
        label={es.account.name}
        value={name}
        error={errors.name}
        required
        autoComplete="name"
        maxLength={CUSTOMER_NAME_MAX_LENGTH}
        onInput={() => setError('name', null)}
      />
      <p className="text-sm">
        <span className="font-medium">{es.auth.email}:</span> {email}
      </p>
      <button
        type="submit"
        className="btn-primary min-h-11 justify-self-start"
        aria-disabled={busy || undefined}
      >
        {busy ? es.forms.saving : es.forms.save}
      </button>
      <p role="status" className="font-medium text-green-800 empty:hidden">
        {said}
      </p>
    </form>
  );
}
