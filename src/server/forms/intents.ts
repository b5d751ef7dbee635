import type { $Fetch } from 'ofetch';
import { es } from '../../i18n/es';
import { type NoticeKey, withNotice } from '../../lib/forms/redirects';
import type { Attempt } from '../limits/attempts';
import type { FormLimit } from '../limits/form-limits';
import type { ShopperApi } from '../visits/shopper';
import { field } from './form-problem';
import { type FormDone, FormRefusal, type FormState, handleForm } from './handle-form';
import { limited } from './limited';

/** What every intent is given besides the fields: the posted form (for passwords), the shopper, the page's own values. */
export type IntentContext<X> = X & { form: FormData; shopper: ShopperApi };

/** A check before anything is called: when `holds` is false the post is refused with the catalogue's `message`. */
export interface IntentRule<V, X> {
  holds(input: V, context: IntentContext<X>): boolean;
  message: string;
  /** 400 (a form the shop never sends) unless the rule says otherwise (422, 404). */
  status?: number;
}

/**
 * One thing a form can do (its `intent` field), declared as an object as Astro Actions are: the
 * checks, the shop's limit, the API call, and where the shopper goes next with which notice and
 * cookies. A result to show instead of a redirect (`show`) is for a post that only reads.
 */
export interface Intent<V, X = object> {
  rules?: readonly IntentRule<V, X>[];
  /** The form limit (server/limits/form-limits.ts) the call counts against, taken before it. */
  limit?(input: V, context: IntentContext<X>): Attempt;
  /** The API call, through the shopper's silent client; what it throws is the form's problem. */
  run(api: $Fetch, input: V, context: IntentContext<X>): Promise<unknown>;
  /** The next page (Post/Redirect/Get): a path, or one made from the call's result. */
  redirect?: string | ((result: never, input: V, context: IntentContext<X>) => string);
  /** The notice the next page shows (`?aviso=`, lib/forms/redirects.ts). */
  notice?: NoticeKey;
  /** The shop's own cookies to set on the way (`mt_cliente`, the cart notice, the consent). */
  cookies?(result: never, input: V, context: IntentContext<X>): readonly string[];
  /** The page renders the call's result instead of redirecting (the guest order lookup). */
  show?: true;
}

/** A page's form: how to read its fields (shown again when refused, never a password) and its intents by name. */
export interface IntentForm<V, X = object> {
  fields(form: FormData, context: IntentContext<X>): V;
  intents: Readonly<Record<string, Intent<V, X>>>;
  /** The intent of a post that names none or one not listed; without it such a post is refused (400). */
  otherwise?: string;
}

/** An intent's `limit` counted against `limit` per the field `target` names (the e-mail, the code…). */
export const limitPer =
  <K extends string>(limit: FormLimit, target: K) =>
  (input: Record<K, string>): Attempt => ({ limit, target: input[target] });

/** Declares a page's form (typed: the fields' type, read from `fields`, flows into every intent). */
export const defineIntents = <V, X = object>(
  form: Omit<IntentForm<V, X>, 'intents'> & { intents: IntentForm<NoInfer<V>, X>['intents'] },
): IntentForm<V, X> => form;

/** The intent a post names in its `intent` field, or the form's `otherwise`. */
function chosen<V, X>(spec: IntentForm<V, X>, form: FormData): Intent<V, X> | undefined {
  const named = field(form, 'intent');
  return Object.hasOwn(spec.intents, named) ? spec.intents[named] : spec.intents[spec.otherwise ?? ''];
}

/** Checks an intent's rules, runs its call inside its limit, and says where to go next (or what to show). */
async function perform<V, X, R>(
  intent: Intent<V, X>,
  input: V,
  context: IntentContext<X>,
): Promise<FormDone<R>> {
  const broken = intent.rules?.find((rule) => !rule.holds(input, context));
  if (broken) throw new FormRefusal(broken.message, broken.status);
  const call = () => intent.run(context.shopper.api.silent, input, context);
  const result = (intent.limit ? await limited(intent.limit(input, context), call) : await call()) as never;
  if (intent.show) return { show: result as R };
  const path =
    typeof intent.redirect === 'function'
      ? intent.redirect(result, input, context)
      : (intent.redirect ?? '/');
  const to = intent.notice ? withNotice(path, intent.notice) : path;
  return { to, cookies: intent.cookies?.(result, input, context) ?? [] };
}

/**
 * The one way a page takes a form POST, from its declared intents: reads the fields, picks the
 * intent the form names, checks its rules, takes its limit, calls the API and answers 303 to the
 * next page with its notice and cookies, or gives the page what to render again (handleForm: the
 * Spanish message per field, what was typed, 422 or the API's own 419 and 429, never a 5xx).
 */
export function handleIntents<V, X = object, R = never>(
  context: { request: Request; response?: { headers: Headers } },
  shopper: ShopperApi,
  spec: IntentForm<V, X>,
  extra: X,
  enabled = true,
): Promise<Response | FormState<V, R>> {
  const contextOf = (form: FormData): IntentContext<X> => ({ ...extra, form, shopper });
  return handleForm<V, R>(context, shopper, {
    enabled,
    read: (form) => spec.fields(form, contextOf(form)),
    async submit(input, form) {
      const intent = chosen(spec, form);
      if (!intent) throw new FormRefusal(es.forms.failed);
      return perform<V, X, R>(intent, input, contextOf(form));
    },
  });
}
