import { es } from '../../i18n/es';
import { CUSTOMER_NAME_MAX_LENGTH } from '../../lib/constants';
import { saveName } from '../../stores/account-profile';
import { TextField } from '../shared/TextField';
import { SaveFooter } from '../shared/SaveFooter';
import { useSavingForm } from '../shared/use-saving-form';
import { PostForm } from '../shared/PostForm';
import { PROFILE_POST } from '../../lib/forms/form-posts';

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
  const { busy, said, errors, setError, form, submit } = useSavingForm(initialErrors, FIELDS, {
    read: (typed) => String(new FormData(typed).get('name') ?? '').trim(),
    problems: (typed) => (typed ? {} : { name: es.forms.requiredField }),
    save: saveName,
    saved: es.account.profileSaved,
  });

  return (
    <PostForm form={form} post={PROFILE_POST} className="grid max-w-md gap-4" ownChecks onSubmit={submit}>
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
      <SaveFooter busy={busy} said={said} />
    </PostForm>
  );
}
