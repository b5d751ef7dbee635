import { es } from '../../i18n/es';
import { type PasswordChange, passwordProblems } from '../../lib/account/password-rules';
import { savePassword } from '../../stores/account-profile';
import { TextField } from '../shared/TextField';
import { SaveFooter } from '../shared/SaveFooter';
import { useSavingForm } from '../shared/use-saving-form';
import { PostForm } from '../shared/PostForm';
import { PASSWORD_POST } from '../../lib/forms/form-posts';

interface Props {
  /** The account's e-mail, for password managers (a hidden username field). */
  email: string;
  /** The API's messages of a refused no-JavaScript post, by field. */
  errors: Record<string, string>;
}

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** The three passwords as typed: never trimmed (spaces may be part of one). */
function changeOf(form: HTMLFormElement): PasswordChange {
  const data = new FormData(form);
  const [current_password, password, password_confirmation] = FIELDS.map((field) =>
    String(data.get(field) ?? ''),
  ) as [string, string, string];
  return { current_password, password, password_confirmation };
}

/**
 * The password change (account security). Server HTML posts to the page; hydrated, it checks the
 * length and the confirmation before sending, shows the API's refusals next to their fields and,
 * once changed, empties the fields and says so, without a reload.
 */
export default function PasswordForm({ email, errors: initialErrors }: Props) {
  const { busy, said, errors, setError, form, submit } = useSavingForm(initialErrors, FIELDS, {
    read: changeOf,
    problems: passwordProblems,
    save: savePassword,
    saved: es.account.passwordSaved,
    onSaved: (saved) => saved.reset(),
  });

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      hint={hint}
      error={errors[name]}
      required
      autoComplete={autoComplete}
      onInput={() => setError(name, null)}
    />
  );

  return (
    <PostForm form={form} post={PASSWORD_POST} className="grid max-w-md gap-4" ownChecks onSubmit={submit}>
      {/* For password managers: the account this password belongs to (never shown). */}
      <input type="text" name="username" value={email} autoComplete="username" className="hidden" readOnly />
      {field('current_password', es.auth.currentPassword, 'current-password')}
      {field('password', es.auth.newPassword, 'new-password', es.auth.passwordHint)}
      {field('password_confirmation', es.auth.passwordConfirmation, 'new-password')}
      <SaveFooter busy={busy} said={said} />
    </PostForm>
  );
}
