import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@shop/contract/errors';
import { expectContract, sessionClient, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();

describe('error answers (spec §8)', () => {
  it('a 422 carries the message and the errors by field', async () => {
    const client = await sessionClient(sandbox).start();
    const { status, body } = await client.json('POST', '/api/v1/register', { email: 'no', password: 'x' });
    expect(status).toBe(422);
    const error = expectContract(ApiErrorBody, body);
    expect(Object.keys(error.errors ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    expect(error.message).toBe(error.errors!.email![0]);
  });

  it('401, 404, 419 and 503 carry only a message', async () => {
    const client = await sessionClient(sandbox).start();
    const unauthenticated = await client.json('GET', '/api/v1/user');
    expect(unauthenticated.status).toBe(401);
    expect(expectContract(ApiErrorBody, unauthenticated.body).message).toBe('Unauthenticated.');
    const missing = await sandbox.json('/api/v2/catalog/products/99999999');
    expect(missing.status).toBe(404);
    expectContract(ApiErrorBody, missing.body);
    const expired = await sandbox.post('/store-front/api/sales/cart_b2c', { products: [] });
    expect(expired.status).toBe(419);
    expectContract(ApiErrorBody, await expired.json());
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ maintenance: true }),
    });
    const down = await sandbox.json('/api/v1/categories/tree');
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    expect(down.status).toBe(503);
    expect(expectContract(ApiErrorBody, down.body).message).toBe('Servicio en mantenimiento');
  });
});
