/** The account calls of spec §7 (src/api/auth.ts), made against the sandbox. */
import { describe, expect, it } from 'vitest';
import { clientShops, currentUser, logIn } from '../../../../src/api/auth';
import { shopClient, withSandbox } from './support/sandbox-client';

const sandbox = withSandbox();

describe('the account calls', () => {
  it("reads the shops of the customer's client with GET api/v1/clients/{clientId}/shops", async () => {
    const { api, sent } = shopClient(sandbox.url);
    await logIn(api.silent, 'cliente@example.com', 'Mercado2026!');
    const user = await currentUser(api.silent);
    const shops = await clientShops(api.silent, user.client.id);
    expect(sent.at(-1)).toMatchObject({ method: 'GET', url: `/api/v1/clients/${user.client.id}/shops` });
    expect(shops.map((shop) => shop.id)).toContain(10047);
    expect(shops.some((shop) => shop.id === 9999)).toBe(false);
  });
});
