import type { InputHTMLAttributes } from 'react';
import { es } from '../../i18n/es';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  name: string;
  label: string;
  /** The message said beside the field (a check before sending, or the API's 422). */
  error?: string | null;
  idPrefix: string;
  onValue?(value: string): void;
}

/**
 * One labelled field of a checkout form, as the server's Field.astro draws it (the same ids, so
 * the no-JavaScript post and the island look and read alike): its message under it, announced
 * with it (aria-describedby) and marked invalid. Kept here, not shared with the account's forms,
 * so the two areas can change apart (README).
 */
export function CheckoutField({
  name,
  label,
  error,
  idPrefix,
  onValue,
  className = '',
  required,
  type = 'text',
  ...input
}: Props) {
  const id = `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`.trim()}>
      <label htmlFor={id} className="font-medium">
        {label}
        {required && <span className="text-ink-soft"> ({es.forms.required})</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-md border px-3 py-2 text-base ${error ? 'border-red-700' : 'border-gray-500'}`}
        onChange={onValue ? (event) => onValue(event.currentTarget.value) : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
