import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BillingAddress,
  BillingAddressRequest,
  ChangePasswordRequest,
  ClientShop,
  Customer,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SavedAddress,
  SendResetRequest,
  ShippingAddressRequest,
  UpdateUserRequest,
  User,
} from '@shop/contract/account';
import { MessageBody } from '@shop/contract/errors';
import { Data } from '@shop/contract/paginated';
import {
  confirmEmail,
  expectContract,
  loginClient,
  registerClient,
  sessionClient,
  withSandbox,
} from './support/sandbox-answers.ts';

const sandbox = withSandbox();
const ADDRESSES = '/store-front/api/account/addresses';

describe('account answers (spec §7 "Authentication and account")', () => {
  it('login, the current user and a name change answer the User', async () => {
    const client = await sessionClient(sandbox).start();
    const body = LoginRequest.parse({
      email: 'cliente@example.com',
      password: 'Mercado2026!',
      remember: true,
    });
    const login = await client.json('POST', '/api/v1/auth/login', body);
    expect(login.status).toBe(200);
    const user = expectContract(Data(User), login.body).data;
    expect(Customer.parse(user)).toEqual({ name: 'Lucía García' });
    expect(expectContract(Data(User), (await client.json('GET', '/api/v1/user')).body).data).toEqual(user);
    const renamed = await client.json('PUT', '/api/v2/user', UpdateUserRequest.parse({ name: 'Lucía G.' }));
    expect(expectContract(Data(User), renamed.body).data.name).toBe('Lucía G.');
    const shops = await client.json('GET', `/api/v1/clients/${user.client.id}/shops`);
    expect(expectContract(Data(z.array(ClientShop)), shops.body).data.length).toBeGreaterThan(5);
  });

  it('register, the reset e-mail, the reset and a password change', async () => {
    const client = await sessionClient(sandbox).start();
    const email = `contrato-${Date.now()}@example.com`;
    const body = RegisterRequest.parse({
      email,
      password: 'Primera-clave-1',
      password_confirmation: 'Primera-clave-1',
    });
    // 202 with a message, never a User: the account logs in once the e-mailed link confirms it.
    const registered = await client.json('POST', '/api/v1/register', body);
    expect(registered.status).toBe(202);
    expectContract(MessageBody, registered.body);
    // The same e-mail again: the same answer (the e-mail goes to the address's owner).
    const again = await (await sessionClient(sandbox).start()).json('POST', '/api/v1/register', body);
    expect(again.status).toBe(202);
    expectContract(MessageBody, again.body);
    await confirmEmail(sandbox, email);
    const login = await client.json('POST', '/api/v1/auth/login', { email, password: 'Primera-clave-1' });
    expectContract(Data(User), login.body);
    const changed = await client.json(
      'PUT',
      '/api/v1/user/change_password',
      ChangePasswordRequest.parse({
        current_password: 'Primera-clave-1',
        password: 'Segunda-clave-2',
        password_confirmation: 'Segunda-clave-2',
      }),
    );
    expect(changed.status).toBe(200);
    expectContract(MessageBody, changed.body);
    const sent = await client.json(
      'POST',
      '/api/v1/password/send_reset',
      SendResetRequest.parse({ username: email }),
    );
    expectContract(MessageBody, sent.body);
    const outbox = await sandbox.json<{ data: { payload: { link: string } }[] }>(
      `/__sandbox/outbox?channel=email&to=${encodeURIComponent(email)}`,
    );
    const secret = new URL(outbox.body.data[0]!.payload.link).searchParams.get('secret')!;
    const reset = await client.json(
      'POST',
      '/api/v1/password/reset',
      ResetPasswordRequest.parse({
        secret,
        password: 'Tercera-clave-3',
        password_confirmation: 'Tercera-clave-3',
      }),
    );
    expect(reset.status).toBe(200);
    expectContract(MessageBody, reset.body);
  });

  it('shipping addresses: list, create, update and mark as default', async () => {
    const client = await loginClient(sandbox);
    const list = await client.json('GET', ADDRESSES);
    const [first] = expectContract(Data(z.array(SavedAddress)), list.body).data;
    expect(first?.is_default).toBe(true);
    const body = ShippingAddressRequest.parse({
      name: 'Pedro',
      surname: 'Ruiz',
      street: 'Carrer de Mallorca',
      number: '401',
      postal_code: '08013',
      city: 'Barcelona',
      phone: '+34 699 111 222',
    });
    const created = await client.json('POST', ADDRESSES, body);
    expect(created.status).toBe(201);
    const address = expectContract(Data(SavedAddress), created.body).data;
    expect(address).toMatchObject({ province: 'Barcelona', country: 'ES', phone: '699111222', floor: null });
    const updated = await client.json('PUT', `${ADDRESSES}/${address.id}`, { floor: '1º 2ª' });
    expect(expectContract(Data(SavedAddress), updated.body).data.floor).toBe('1º 2ª');
    const marked = await client.json('PUT', `${ADDRESSES}/${address.id}/mark-as-default`);
    expect(expectContract(Data(z.array(SavedAddress)), marked.body).data[0]!.id).toBe(address.id);
  });

  it('the billing address: read, replace, and null when there is none', async () => {
    const client = await loginClient(sandbox);
    const read = await client.json('GET', `${ADDRESSES}/billing`);
    const billing = expectContract(Data(BillingAddress), read.body).data;
    const body = BillingAddressRequest.parse({ ...billing, name: 'Ferretería López S.L.', nif: 'B12345674' });
    const saved = await client.json('PUT', `${ADDRESSES}/billing`, body);
    expect(expectContract(Data(BillingAddress), saved.body).data.nif).toBe('B12345674');
    const { client: newcomer } = await registerClient(sandbox);
    const none = await newcomer.json('GET', `${ADDRESSES}/billing`);
    expect(expectContract(Data(z.nullable(BillingAddress)), none.body).data).toBeNull();
  });
});
