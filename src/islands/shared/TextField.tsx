import type { InputHTMLAttributes } from 'react';
import { es } from '../../i18n/es';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'tel' | 'email';
  /**
   * The field's value. Without `onValue` it is only where the field starts (uncontrolled: what is
   * typed before hydration survives it); with `onValue` the island holds it (the checkout's steps).
   */
  value?: string | null;
  /** The message for this field (a check before sending, or the API's 422), shown under it and announced with it. */
  error?: string | null;
  hint?: string;
  /** Ids must be unique when one page holds several forms. */
  idPrefix?: string;
  /** Every change, for an island that holds the value. */
  onValue?(value: string): void;
  /** The field was left: the island checks it then (a postal code, a phone). */
  onBlur?(value: string): void;
}

/**
 * One labelled field of a form: an island's, and the plain forms of pages and components, which
 * render it as server HTML only (no hydration), so every form's fields look and read alike: its
 * error is tied to it by aria-describedby and aria-invalid.
 */
export function TextField({
  name,
  label,
  type = 'text',
  value,
  error,
  hint,
  required = false,
  className = '',
  idPrefix = 'f',
  onValue,
  onBlur,
  ...input
}: TextFieldProps) {
  const id = `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const held = onValue
    ? {
        value: value ?? '',
        onChange: (event: { currentTarget: HTMLInputElement }) => onValue(event.currentTarget.value),
      }
    : { defaultValue: type === 'password' ? undefined : (value ?? undefined) };
  return (
    <div className={`flex flex-col gap-1 text-sm ${className}`.trim()}>
      <label htmlFor={id} className="font-medium">
        {label}
        {required && <span className="text-ink-soft"> ({es.forms.required})</span>}
      </label>
      <input
        {...input}
        {...held}
        id={id}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onBlur={onBlur && ((event) => onBlur(event.currentTarget.value))}
        className={`rounded-md border px-3 py-2 text-base ${error ? 'border-red-700' : 'border-gray-500'}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
