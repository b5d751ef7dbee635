import type { User } from '@shop/contract/account';
import { customerCookie } from '../lib/account/customer-cookie';
import type { PasswordChange } from '../lib/account/password-rules';
import { type AccountOutcome, accountCall } from './account-call';
import { $customer } from './customer';
import { loadBrowserApi } from './lazy-api';

/**
 * Saves the customer's name (`PUT /api/v2/user`). The header and the account's greeting follow
 * `$customer`; the shop's note cookie changes with it, as the no-JavaScript post does, so the next
 * page greets by the new name too.
 */
export async function saveName(name: string): Promise<AccountOutcome<User>> {
  const outcome = await accountCall(loadBrowserApi, async (api) => {
    const { updateName } = await import('../api/auth');
    return updateName(api, name);
  });
  if (outcome.ok) {
    $customer.set({ name: outcome.value.name });
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports; `cookie` builds the value.
    document.cookie = customerCookie(outcome.value.name);
  }
  return outcome;
}

/** Changes the password (`PUT /api/v1/user/change_password`); the session stays signed in. */
export function savePassword(change: PasswordChange): Promise<AccountOutcome<void>> {
  return accountCall(loadBrowserApi, async (api) => {
    const { changePassword } = await import('../api/auth');
    await changePassword(api, change.current_password, change.password, change.password_confirmation);
  });
}
