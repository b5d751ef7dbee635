import type { InputHTMLAttributes } from 'react';
import { es } from '../../i18n/es';

interface Props {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'tel';
  /** The value the form starts with (uncontrolled: what is typed before hydration survives it). */
  value?: string | null;
  /** The message for this field (the shop's or the API's), shown under it and announced with it. */
  error?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  className?: string;
  /** Ids must be unique when one page holds several forms. */
  idPrefix?: string;
  /** The field was left: the island checks it then (a postal code, a phone). */
  onBlur?(value: string): void;
  /** The shopper types again: the island clears the field's message. */
  onInput?(): void;
}

/**
 * One labelled field of an island's form, the same markup as components/forms/Field.astro (same
 * ids, so a page's links and tests find it either way): its error is tied to it by
 * aria-describedby and aria-invalid.
 */
export function TextField({
  name,
  label,
  type = 'text',
  value,
  error,
  hint,
  required = false,
  autoComplete,
  inputMode,
  maxLength,
  className = '',
  idPrefix = 'f',
  onBlur,
  onInput,
}: Props) {
  const id = `${idPrefix}-${name.replace(/[^\w-]/g, '-')}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
        defaultValue={type === 'password' ? undefined : (value ?? undefined)}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onBlur={onBlur && ((event) => onBlur(event.currentTarget.value))}
        onInput={onInput}
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
