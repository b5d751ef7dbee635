/** The customer's account (routes/account.ts): the user, renaming, the password, the shops. */
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { User } from '@shop/contract/account';
import { registerClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { currentUser, login } from '../support/accounts.ts';

const sandbox = withSandbox();

describe('GET /api/v1/user', () => {
  it('answers 401 Unauthenticated. to a guest session and without any session', async () => {
    const guest = await sessionClient(sandbox).start();
    expect(await currentUser(guest)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    const anonymous = await sandbox.json<ApiErrorBody>('/api/v1/user');
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('account: change password, name, shops', () => {
  it('changes the password only with the right current one', async () => {
    const { client, email, password } = await registerClient(sandbox);
    const change = (body: Record<string, unknown>) =>
      client.json<ApiErrorBody>('PUT', '/api/v1/user/change_password', body);
    const wrong = await change({
      current_password: 'no-es-esta',
      password: 'Cambiada2026',
      password_confirmation: 'Cambiada2026',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['La contraseña actual no es correcta.'] });
    const short = await change({
      current_password: password,
      password: 'corta',
      password_confirmation: 'corta',
    });
    expect(short.body.errors).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres.'] });
    const ok = await change({
      current_password: password,
      password: 'Cambiada2026',
      password_confirmation: 'Cambiada2026',
    });
    expect(ok.status).toBe(200);
    expect((await currentUser(client)).status).toBe(200);
    const fresh = await sessionClient(sandbox).start();
    expect((await login(fresh, email, password)).status).toBe(422);
    expect((await login(fresh, email, 'Cambiada2026')).status).toBe(200);
    const guest = await sessionClient(sandbox).start();
    expect((await guest.json('PUT', '/api/v1/user/change_password', {})).status).toBe(401);
  });

  it('PUT /api/v2/user renames (trimmed, 1..100 characters)', async () => {
    const { client } = await registerClient(sandbox);
    const rename = (name: unknown) =>
      client.json<{ data: User } & ApiErrorBody>('PUT', '/api/v2/user', { name });
    const { status, body } = await rename('  Carmen Ortega  ');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Carmen Ortega', logged_in: true });
    expect((await currentUser(client)).body.data.name).toBe('Carmen Ortega');
    for (const bad of ['   ', 'x'.repeat(101), 42]) {
      const answer = await rename(bad);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ name: ['El nombre debe tener entre 1 y 100 caracteres.'] });
    }
    expect((await rename(undefined)).body.errors).toEqual({ name: ['El nombre es obligatorio.'] });
    expect((await rename('ñ'.repeat(100))).status).toBe(200);
  });

  it('lists the shops of the customer’s own client only', async () => {
    const { client, user } = await registerClient(sandbox);
    const { status, body } = await client.json<{ data: { id: number; name: string; url: string }[] }>(
      'GET',
      `/api/v1/clients/${user.client.id}/shops`,
    );
    expect(status).toBe(200);
    expect(body.data).toContainEqual({
      id: 10000,
      name: 'Bebidas',
      url: 'http://localhost:4321/c-bebidas-10000',
    });
    expect(body.data.map((shop) => shop.id)).not.toContain(9999);
    expect((await client.json('GET', '/api/v1/clients/5001/shops')).status).toBe(404);
    expect((await client.json('GET', '/api/v1/clients/abc/shops')).status).toBe(404);
    const guest = await sessionClient(sandbox).start();
    expect((await guest.json('GET', `/api/v1/clients/${user.client.id}/shops`)).status).toBe(401);
  });
});
