import type { APIRoute } from 'astro';
import { logOut } from '../../api/auth';
import { seeOther } from '../../server/visits/private-page';
import { shopperApi } from '../../server/visits/shopper';
import { forgetCustomerCookie } from '../../lib/account/customer-cookie';
import { handleForm } from '../../server/forms/handle-form';

export const prerender = false;

/** The logout button's form (spec §2: after logout, /). */
export const POST: APIRoute = async (context) => {
  const shopper = shopperApi(context.request);
  const home = { to: '/', cookies: [forgetCustomerCookie()] };
  const posted = await handleForm(context, shopper, {
    read: () => ({}),
    async submit() {
      await logOut(shopper.api.silent);
      return home;
    },
  });
  // Refused or not (the API down), the shop forgets its note: the shopper asked to leave.
  return posted instanceof Response ? posted : seeOther(home.to, shopper, home.cookies);
};
