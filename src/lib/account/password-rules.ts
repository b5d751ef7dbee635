import { es, format } from '../../i18n/es';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** A password change as typed: every field as it is (spaces may be part of a password). */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** What the password form says before sending, by field: the API checks the current one. */
export function passwordProblems(change: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const problems: Partial<Record<keyof PasswordChange, string>> = {};
  if (!change.current_password) problems.current_password = es.forms.requiredField;
  if (!change.password) problems.password = es.forms.requiredField;
  else if ([...change.password].length < PASSWORD_MIN_LENGTH)
    problems.password = format(es.forms.passwordMin, { min: PASSWORD_MIN_LENGTH });
  if (!change.password_confirmation) problems.password_confirmation = es.forms.requiredField;
  else if (change.password && change.password_confirmation !== change.password)
    problems.password_confirmation = es.forms.confirmation;
  return problems;
}
