/** The customer's shipping and billing addresses (routes/addresses.ts) over HTTP. */
import { describe, expect, it } from 'vitest';
import type { BillingAddress, SavedAddress } from '@shop/contract/account';
import type { ApiErrorBody } from '@shop/contract/errors';
import {
  loginClient,
  registerClient,
  type SessionClient,
  sessionClient,
  withSandbox,
} from '../../testing/helpers.ts';
import { HOME } from '../support/accounts.ts';

const sandbox = withSandbox();

const ADDRESSES = '/store-front/api/account/addresses';
const BILLING = `${ADDRESSES}/billing`;

const WORK = {
  name: 'Ana',
  surname: 'Martín Pérez',
  street: 'Calle de Colón',
  postal_code: '46004',
  city: 'València',
  province: 'Valencia',
  phone: '963 123 456',
};
const COMPANY = {
  name: 'Ferretería Martín S.L.',
  nif: 'b-12345674',
  street: 'Calle Mayor 5',
  postal_code: '28013',
  city: 'Madrid',
};

type Answer<T> = { data: T } & ApiErrorBody;
const list = (client: SessionClient) => client.json<Answer<SavedAddress[]>>('GET', ADDRESSES);
const create = (client: SessionClient, body: Record<string, unknown>) =>
  client.json<Answer<SavedAddress>>('POST', ADDRESSES, body);

describe('addresses need a logged-in customer', () => {
  it('answers 401 Unauthenticated. to guests on every route', async () => {
    const guest = await sessionClient(sandbox).start();
    const calls: [string, string][] = [
      ['GET', ADDRESSES],
      ['POST', ADDRESSES],
      ['PUT', `${ADDRESSES}/1`],
      ['DELETE', `${ADDRESSES}/1`],
      ['PUT', `${ADDRESSES}/1/mark-as-default`],
      ['GET', BILLING],
      ['POST', BILLING],
      ['PUT', BILLING],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await guest.json<ApiErrorBody>(
        method,
        path,
        method === 'GET' ? undefined : HOME,
      );
      expect([method, path, status, body.message]).toEqual([method, path, 401, 'Unauthenticated.']);
    }
  });

  it('the demo customer has a seeded default address and billing address', async () => {
    const demo = await loginClient(sandbox);
    const { body } = await list(demo);
    expect(body.data[0]).toMatchObject({ postal_code: '28014', province: 'Madrid', is_default: true });
    const billing = await demo.json<Answer<BillingAddress>>('GET', BILLING);
    expect(billing.body.data).toMatchObject({ nif: '12345678Z', country: 'ES' });
  });
});

describe('shipping addresses', () => {
  it('creates with 201; the first is the default; the list puts the default first', async () => {
    const { client } = await registerClient(sandbox);
    expect((await list(client)).body.data).toEqual([]);
    const first = await create(client, HOME);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      ...HOME,
      phone: '612345678',
      province: 'Barcelona',
      country: 'ES',
      is_default: true,
    });
    const second = await create(client, WORK);
    expect(second.body.data).toMatchObject({
      number: null,
      floor: null,
      province: 'Valencia',
      is_default: false,
    });
    const third = await create(client, { ...WORK, street: 'Avenida del Puerto', province: 'valència' });
    expect(third.body.data.is_default).toBe(false);
    expect((await list(client)).body.data.map((address) => address.id)).toEqual([
      first.body.data.id,
      third.body.data.id,
      second.body.data.id,
    ]);

    // A new address asked as the default takes it over.
    const fourth = await create(client, { ...HOME, street: 'Carrer de Balmes', is_default: true });
    const after = (await list(client)).body.data;
    expect(after[0]!.id).toBe(fourth.body.data.id);
    expect(after.filter((address) => address.is_default)).toHaveLength(1);
  });

  it('updates only the fields sent, marks a default, and deleting the default promotes the newest', async () => {
    const { client } = await registerClient(sandbox);
    const a = (await create(client, HOME)).body.data;
    const b = (await create(client, WORK)).body.data;
    const c = (await create(client, { ...WORK, street: 'Calle de Xàtiva' })).body.data;

    const updated = await client.json<Answer<SavedAddress>>('PUT', `${ADDRESSES}/${b.id}`, {
      floor: '5º',
      phone: '+34 699 000 111',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ ...b, floor: '5º', phone: '699000111' });

    const marked = await client.json<Answer<SavedAddress[]>>('PUT', `${ADDRESSES}/${b.id}/mark-as-default`);
    expect(marked.status).toBe(200);
    expect(marked.body.data.map((address) => [address.id, address.is_default])).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ]);
    // is_default false on the default changes nothing: there is always one.
    await client.json('PUT', `${ADDRESSES}/${b.id}`, { is_default: false });
    expect((await list(client)).body.data[0]).toMatchObject({ id: b.id, is_default: true });
    const viaPut = await client.json<Answer<SavedAddress>>('PUT', `${ADDRESSES}/${a.id}`, {
      is_default: true,
    });
    expect(viaPut.body.data.is_default).toBe(true);

    expect((await client.request('DELETE', `${ADDRESSES}/${a.id}`)).status).toBe(204);
    expect((await list(client)).body.data.map((address) => [address.id, address.is_default])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    expect((await client.request('DELETE', `${ADDRESSES}/${b.id}`)).status).toBe(204);
    expect((await client.request('DELETE', `${ADDRESSES}/${c.id}`)).status).toBe(204);
    expect((await list(client)).body.data).toEqual([]);
    expect((await client.request('DELETE', `${ADDRESSES}/${c.id}`)).status).toBe(404);
  });

  it('answers 404 for another customer’s address, an unknown id or a malformed one', async () => {
    const owner = await registerClient(sandbox);
    const intruder = await registerClient(sandbox);
    const address = (await create(owner.client, HOME)).body.data;
    const calls: [string, string, unknown?][] = [
      ['PUT', `${ADDRESSES}/${address.id}`, { city: 'Girona' }],
      ['DELETE', `${ADDRESSES}/${address.id}`],
      ['PUT', `${ADDRESSES}/${address.id}/mark-as-default`],
      ['PUT', `${ADDRESSES}/999999`, HOME],
      ['DELETE', `${ADDRESSES}/abc`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await intruder.client.json<ApiErrorBody>(method, path, body);
      expect([method, path, answer.status, answer.body.message]).toEqual([
        method,
        path,
        404,
        'Dirección no encontrada.',
      ]);
    }
    expect((await owner.client.json<Answer<SavedAddress[]>>('GET', ADDRESSES)).body.data).toEqual([address]);
    // Spec §7 has no read of one address: the sandbox answers it as the method it is not.
    expect((await owner.client.json('GET', `${ADDRESSES}/${address.id}`)).status).toBe(405);
  });

  it('validates in Spanish with Laravel keys', async () => {
    const { client } = await registerClient(sandbox);
    const expectErrors = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
      const answer = await create(client, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
      expect(answer.body.message).toBe(Object.values(errors)[0]![0]);
    };
    await expectErrors(
      {},
      {
        name: ['El campo nombre es obligatorio.'],
        surname: ['El campo apellidos es obligatorio.'],
        street: ['El campo dirección es obligatorio.'],
        postal_code: ['El campo código postal es obligatorio.'],
        city: ['El campo localidad es obligatorio.'],
        phone: ['El campo teléfono es obligatorio.'],
      },
    );
    for (const postal_code of ['00999', '53001', '2801', 'ABCDE']) {
      await expectErrors({ ...HOME, postal_code }, { postal_code: ['El código postal no es válido.'] });
    }
    await expectErrors(
      { ...HOME, province: 'Madrid' },
      { province: ['La provincia no corresponde al código postal.'] },
    );
    await expectErrors({ ...HOME, phone: '512 345 678' }, { phone: ['El teléfono no es válido.'] });
    await expectErrors({ ...HOME, country: 'FR' }, { country: ['Solo enviamos a direcciones de España.'] });
    await expectErrors(
      { ...HOME, name: 'x'.repeat(101) },
      { name: ['El campo nombre no puede tener más de 100 caracteres.'] },
    );
    await expectErrors({ ...HOME, street: 42 }, { street: ['El campo dirección debe ser un texto.'] });
    await expectErrors(
      { ...HOME, is_default: 'sí' },
      { is_default: ['El campo is_default debe ser verdadero o falso.'] },
    );
    expect((await list(client)).body.data).toEqual([]);

    // A PUT is validated whole, with the stored fields under the ones sent.
    const saved = (await create(client, HOME)).body.data;
    const bad = await client.json<ApiErrorBody>('PUT', `${ADDRESSES}/${saved.id}`, { phone: '123' });
    expect(bad.body.errors).toEqual({ phone: ['El teléfono no es válido.'] });
    const mismatch = await client.json<ApiErrorBody>('PUT', `${ADDRESSES}/${saved.id}`, {
      postal_code: '28001',
      province: 'Barcelona',
    });
    expect(mismatch.body.errors).toEqual({ province: ['La provincia no corresponde al código postal.'] });
    // A new postal code alone brings its own province.
    const moved = await client.json<Answer<SavedAddress>>('PUT', `${ADDRESSES}/${saved.id}`, {
      postal_code: '28001',
      city: 'Madrid',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ postal_code: '28001', province: 'Madrid', city: 'Madrid' });
  });

  it('keeps at most 10 shipping addresses', async () => {
    const { client } = await registerClient(sandbox);
    for (let index = 0; index < 10; index++) {
      expect((await create(client, { ...HOME, number: String(index + 1) })).status).toBe(201);
    }
    const eleventh = await create(client, HOME);
    expect(eleventh.status).toBe(422);
    expect(eleventh.body).toEqual({
      message: 'Has alcanzado el máximo de 10 direcciones.',
      errors: { addresses: ['Has alcanzado el máximo de 10 direcciones.'] },
    });
    expect((await list(client)).body.data).toHaveLength(10);
  });
});

describe('billing address', () => {
  it('answers null until saved; POST 201 and PUT 200 save the only one', async () => {
    const { client } = await registerClient(sandbox);
    expect(await client.json('GET', BILLING)).toMatchObject({ status: 200, body: { data: null } });
    const created = await client.json<Answer<BillingAddress>>('POST', BILLING, COMPANY);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      name: 'Ferretería Martín S.L.',
      nif: 'B12345674',
      street: 'Calle Mayor 5',
      postal_code: '28013',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
    });
    const updated = await client.json<Answer<BillingAddress>>('PUT', BILLING, {
      nif: 'X1234567L',
      name: 'Ana Martín',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ ...created.body.data, nif: 'X1234567L', name: 'Ana Martín' });
    expect((await client.json<Answer<BillingAddress>>('GET', BILLING)).body.data).toEqual(updated.body.data);
  });

  it('validates the NIF/NIE/CIF check character and the required fields', async () => {
    const { client } = await registerClient(sandbox);
    const bad = await client.json<ApiErrorBody>('POST', BILLING, { ...COMPANY, nif: 'B12345675' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ nif: ['El NIF/NIE/CIF no es válido.'] });
    const empty = await client.json<ApiErrorBody>('PUT', BILLING, {});
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['name', 'nif', 'street', 'postal_code', 'city']);
    expect(empty.body.errors?.name).toEqual(['El campo nombre o razón social es obligatorio.']);
    expect((await client.json('GET', BILLING)).body).toEqual({ data: null });
  });
});

describe('persistence', () => {
  it('keeps addresses across a restart of the sandbox', async () => {
    const { client } = await registerClient(sandbox);
    await create(client, HOME);
    await client.json('POST', BILLING, COMPANY);
    const before = (await list(client)).body.data;
    await sandbox.restart();
    expect((await list(client)).body.data).toEqual(before);
    expect((await client.json<Answer<BillingAddress>>('GET', BILLING)).body.data?.nif).toBe('B12345674');
  });
});
