import { billingAddress, shippingAddresses } from '../../api/addresses';
import { parseId } from '../../lib/format/ids';
import type { FormState } from '../forms/handle-form';
import { handleIntents } from '../forms/intents';
import { addressIntents } from '../forms/intents/account';
import { API_FAILURE_STATUS, requiredRead } from '../http/page-errors';
import type { AccountVisit } from '../visits/private-page';

type Posted = FormState<ReturnType<typeof addressIntents.fields>, never>;

/** What the address book shows after a post (refused) or on a visit: the lists, and what was typed where. */
async function addressBook(visit: AccountVisit, posted: Posted, url: URL) {
  const { problem } = posted;
  const intent = posted.values?.intent ?? '';
  // A refused address form shows what was typed, in the form it came from (new or the one edited).
  const editing =
    intent === 'save' ? (posted.values?.target ?? null) : parseId(url.searchParams.get('editar'));
  // Both are the page: a failed read is its error with its status, never an empty address book or
  // an empty billing form (which a save would then overwrite the kept one with).
  const api = visit.shopper.api.silent;
  const [addressesRead, billingRead] = visit.customer
    ? await Promise.all([requiredRead(shippingAddresses(api)), requiredRead(billingAddress(api))])
    : [];
  const failure = visit.failure ?? addressesRead?.failure ?? billingRead?.failure;
  const addresses = addressesRead?.value ?? null;
  const billing = billingRead?.value ?? null;
  const edited =
    (intent === 'save' ? posted.values?.address : undefined) ??
    addresses?.find((address) => address.id === editing) ??
    null;
  return {
    problem,
    intent,
    editing,
    failure,
    addresses,
    billing,
    edited,
    billingShown: (intent === 'billing' ? posted.values?.billing : undefined) ?? billing,
    billingErrors: intent === 'billing' ? (problem?.fields ?? {}) : {},
    status: failure?.status ?? (problem ? posted.status : addresses ? 200 : API_FAILURE_STATUS),
  };
}

/** The address book page (/account/addresses): its form's intents, then what it shows, or the answer to a post. */
export async function addressesPage(
  context: { request: Request; url: URL; response: { headers: Headers } },
  visit: AccountVisit,
) {
  const posted = await handleIntents(context, visit.shopper, addressIntents, {}, Boolean(visit.customer));
  return posted instanceof Response ? posted : addressBook(visit, posted, context.url);
}
