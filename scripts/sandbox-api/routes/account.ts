import type { Hono } from 'hono';
import type { ClientShop } from '@shop/contract/account';
import {
  checkGivenPassword,
  checkName,
  checkNewPassword,
  ACCOUNT_MESSAGES,
} from '../accounts/account-rules.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { type UserStore, userJson } from '../accounts/users.ts';
import { fieldErrors } from '../accounts/validation.ts';
import { CATALOGUE_ID, ROOT_ID } from '../catalog/ids.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { requireUser } from '../http/owner.ts';
import { jsonBody, pathId } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

const PASSWORD_CHANGED = 'Tu contraseña se ha cambiado.';
const CLIENT_NOT_FOUND = 'Cliente no encontrado.';

/** The logged-in customer's account: who they are, their name, their password, their shops. */
export function accountRoutes(app: Hono<AppEnv>, state: SandboxState, users: UserStore): void {
  app.get('/api/v1/user', (c) => c.json({ data: userJson(requireUser(c, state.sessions)) }));

  app.put('/api/v2/user', async (c) => {
    const user = requireUser(c, state.sessions);
    const out = fieldErrors();
    const name = checkName((await jsonBody(c)).name, out);
    out.throwIfAny();
    return c.json({ data: userJson(users.setName(user.id, name)) });
  });

  app.put('/api/v1/user/change_password', async (c) => {
    const user = requireUser(c, state.sessions);
    const body = await jsonBody(c);
    const out = fieldErrors();
    const current = checkGivenPassword(body, 'current_password', out);
    const password = checkNewPassword(body, out);
    out.throwIfAny();
    if (!(await verifyPassword(current, users.byId(user.id)!.password_hash))) {
      throw new HttpError(422, ACCOUNT_MESSAGES.currentPassword, {
        current_password: [ACCOUNT_MESSAGES.currentPassword],
      });
    }
    users.setPassword(user.id, await hashPassword(password));
    return c.json({ message: PASSWORD_CHANGED });
  });

  /**
   * A client (the customer's record on the platform) may buy in every themed shop of the
   * marketplace: the shops are the categories under the root, Catálogo excepted, with their page
   * on the shop. Only the customer's own client id is visible; any other is a 404.
   */
  app.get('/api/v1/clients/:clientId/shops', (c) => {
    const user = requireUser(c, state.sessions);
    if (pathId(c.req.param('clientId'), CLIENT_NOT_FOUND) !== user.client_id) {
      throw new HttpError(404, CLIENT_NOT_FOUND);
    }
    // Catálogo lists every product: it is not a shop of its own.
    const shops = (state.index.children.get(ROOT_ID) ?? [])
      .filter((category) => category.id !== CATALOGUE_ID)
      .map(
        (category): ClientShop => ({
          id: category.id,
          name: category.name,
          url: `${state.urls.shop}/c-${category.slug}-${category.id}`,
        }),
      );
    return c.json({ data: shops });
  });
}
