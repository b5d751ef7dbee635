import { type FormEvent, useRef, useState } from 'react';
import { es } from '../../i18n/es';
import { contactFieldProblem } from '../../lib/checkout/field-checks';
import { checkout as store } from '../../stores/checkout';
import { TextField } from '../shared/TextField';
import { useCheckoutView } from './use-checkout-view';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { PostForm } from '../shared/PostForm';
import { EMAIL_POST } from '../../lib/forms/form-posts';

type ContactField = 'email';
const FIELDS: readonly ContactField[] = ['email'];

interface Props {
  email: string;
  /** A refused post without JavaScript: the API's messages by field. */
  fields: Record<string, string>;
}

/**
 * The guest's contact (identification step): an e-mail. The phone is asked once, with the address
 * (the carrier's and WhatsApp's number), never here as well. A plain form
 * without JavaScript; hydrated, each field is checked as the shopper leaves it, in the API's words,
 * and the contact is saved through $checkout before going on to the shipping step.
 */
export default function ContactForm({ email: initialEmail, fields }: Props) {
  const { live } = useCheckoutView({});
  const [values, setValues] = useState<Record<ContactField, string>>({ email: initialEmail });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>(fields);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration([form], (typed) =>
    setValues((shown) => ({ email: typed.get('email') ?? shown.email })),
  );

  const check = (field: ContactField, value = values[field]) =>
    setErrors(({ [field]: _, ...rest }) => {
      const problem = contactFieldProblem(field, value);
      return problem ? { ...rest, [field]: problem } : rest;
    });

  const show = (found: Partial<Record<ContactField, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!live) return;
    event.preventDefault();
    const found: Partial<Record<ContactField, string>> = {};
    for (const field of FIELDS) {
      const problem = contactFieldProblem(field, values[field]);
      if (problem) found[field] = problem;
    }
    if (show(found)) return;
    setBusy(true);
    const outcome = await store.saveContact({ email: values.email.trim() });
    setBusy(false);
    if (outcome.ok) window.location.assign('/checkout/shipping');
    else show(outcome.fields);
  };

  const field = (name: ContactField) => ({
    idPrefix: 'f',
    name,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => {
      setValues((typed) => ({ ...typed, [name]: value }));
      if (errors[name]) check(name, value);
    },
    onBlur: () => check(name),
  });

  return (
    <PostForm form={form} post={EMAIL_POST} className="grid gap-4" ownChecks onSubmit={submit}>
      <TextField {...field('email')} type="email" label={es.auth.email} required autoComplete="email" />
      <button type="submit" className="btn-primary min-h-11" disabled={busy}>
        {es.checkout.continue}
      </button>
    </PostForm>
  );
}
