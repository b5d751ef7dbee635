import type { APIRoute } from 'astro';
import { logOut } from '../../api/auth';
import { seeOther } from '../../server/visits/private-page';
import { shopperApi } from '../../server/visits/shopper';
import { forgetCustomerCookie } from '../../lib/account/customer-cookie';

export const prerender = false;

/** The logout button's form (spec §2: after logout, /). Forgets the shop's note even if the API is down. */
export const POST: APIRoute = async ({ request }) => {
  const shopper = shopperApi(request);
  await logOut(shopper.api.silent).catch(() => {});
  return seeOther('/', shopper, [forgetCustomerCookie()]);
};
