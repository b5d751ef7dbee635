import { ofetch } from 'ofetch';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getProduct, searchProducts } from '../../../../src/api/catalog';
import { getCart, saveCart } from '../../../../src/api/cart';
import { ApiError, type ApiClientOptions, createApiClient, toApiError } from '../../../../src/api/client';
import { toastForFailure } from '../../../../src/api/errors';
import {
  ContractError,
  type ContractMismatch,
  readAnswer,
  withContractPolicy,
} from '../../../../src/api/read-answer';
import { Brand } from '@shop/contract/catalogue';
import { Data } from '@shop/contract/paginated';

const BRAND = { id: 7180, name: 'Asayaor', slug: 'asayaor', url_path: 'b-asayaor-7180' };
const PRODUCT = {
  id: 26,
  name: 'Sartén antiadherente 20 cm',
  sku: 'COC-000026',
  url_path: 'sarten-antiadherente-20-cm-26',
  url: 'http://localhost:4321/sarten-antiadherente-20-cm-26',
  description: 'Una sartén.',
  image: { url: 'http://localhost:4322/images/products/26.webp' },
  attribute_set: { id: 3 },
  brand: { id: 7151, name: 'Cocinex', slug: 'cocinex' },
  categories: [{ id: 10047, name: 'Cocina y menaje', slug: 'cocina' }],
  price: 33.9,
  offers: [{ price: 27.12, discountPercent: 20 }],
  quantity: 200,
  weight: 0.9,
  rating: { average: 4.2, count: 31 },
  source_channel: 'web',
  adult: false,
};

/** A client whose API answers `body` (JSON, status 200) to every call. */
function answering(body: unknown, options: Partial<ApiClientOptions> = {}) {
  const fetch: typeof globalThis.fetch = async () =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  return createApiClient({ baseURL: 'http://api.test', fetch, readCookies: () => null, ...options });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an answer inside the contract', () => {
  test('is given as the schema reads it: fields the contract does not name are dropped', async () => {
    const api = answering({ data: { ...PRODUCT, internal_cost: 12.5 } });
    const product = await getProduct(api, 26);
    expect(product).toEqual(PRODUCT);
    expect(product).not.toHaveProperty('internal_cost');
  });
});

describe('an answer outside the contract, in development and tests (strict)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  test('fails loudly: a ContractError naming the endpoint and the path of every bad field', async () => {
    const reported: ContractMismatch[] = [];
    const api = answering(
      { data: { ...PRODUCT, price: '33,90', rating: { average: 4.2 } } },
      { contract: { onMismatch: (mismatch) => reported.push(mismatch) } },
    );
    const failure = await getProduct(api, 26).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    expect((failure as ContractError).message).toBe(
      'GET /api/v2/catalog/products/{idOrPath} answered outside the contract: ' +
        'data.price: expected number; data.rating.count: expected number',
    );
    expect((failure as ContractError).fields).toHaveLength(2);
    // Reported too, so a page that catches the error still leaves its line in the terminal.
    expect(reported).toEqual([
      {
        endpoint: 'GET /api/v2/catalog/products/{idOrPath}',
        field: 'data.price',
        problem: 'expected number',
        issues: 2,
      },
    ]);
  });

  test('names fields inside lists by their index, and never repeats the value sent', async () => {
    const search = { data: [PRODUCT, { ...PRODUCT, offers: [{ price: 'gratis', discountPercent: 100 }] }] };
    const { message } = await searchProducts(answering({ ...search, meta: {}, facets: [] }), {}).then(
      () => new Error('no failure'),
      (error: Error) => error,
    );
    expect(message).toContain('POST /api/v2/search/ answered outside the contract: ');
    expect(message).toContain('data[1].offers[0].price: expected number');
    expect(message).toContain('meta.current_page: expected number');
    expect(message).not.toContain('gratis');
  });

  test('is the default wherever the code was not built for production, and for any client', () => {
    const plain = ofetch.create({ baseURL: 'http://api.test' });
    expect(() => readAnswer(plain, 'GET /api/v2/catalog/brands/{id}', Data(Brand), { data: {} })).toThrow(
      ContractError,
    );
    expect(readAnswer(plain, 'GET /api/v2/catalog/brands/{id}', Data(Brand), { data: BRAND })).toEqual({
      data: BRAND,
    });
  });
});

describe('an answer outside the contract, in production', () => {
  test('logs one line with the endpoint and the field, and fails the call as the API’s server error', async () => {
    const reported: ContractMismatch[] = [];
    const onError = vi.fn();
    const api = answering(
      { data: { items: [{ quantity: 'dos' }] } },
      { contract: { strict: false, onMismatch: (mismatch) => reported.push(mismatch) }, onError },
    );
    const failure = await saveCart(api.silent, [{ id: 26, quantity: 2 }]).catch((error: unknown) => error);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({
      endpoint: 'POST /store-front/api/sales/cart_b2c',
      field: 'data.items[0].product',
      problem: 'expected object',
    });
    expect(reported[0]!.issues).toBeGreaterThan(3);
    expect(failure).toBeInstanceOf(ApiError);
    expect(toApiError(failure)).toMatchObject({ kind: 'http', status: 500 });
    // What §8 makes of it is what it makes of the API's own 500: the call's own error (the cart's
    // 'Fallo en el servidor.', a form's generic message, the unavailable page), no global toast.
    expect(toastForFailure(toApiError(failure))).toBeNull();
  });

  test('reports to the console by default, one line', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const api = answering({ data: { ...BRAND, id: null } }, { contract: { strict: false } });
    await expect(getCart(api)).rejects.toMatchObject({ status: 500 });
    expect(console).toHaveBeenCalledTimes(1);
    expect(String(console.mock.calls[0]![0])).toMatch(
      /^API answer outside the contract: GET \/store-front\/api\/sales\/cart_b2c data\.items: expected array \(\d+ in all\)$/,
    );
  });

  test('applies to a plain ofetch client given a policy, as the server’s catalogue client is', () => {
    const reported: ContractMismatch[] = [];
    const plain = withContractPolicy(ofetch.create({ baseURL: 'http://api.test' }), {
      strict: false,
      onMismatch: (mismatch) => reported.push(mismatch),
    });
    expect(() => readAnswer(plain, 'GET /api/v2/catalog/brands/{id}', Data(Brand), [])).toThrow(ApiError);
    expect(reported).toEqual([
      { endpoint: 'GET /api/v2/catalog/brands/{id}', field: '(body)', problem: 'expected object', issues: 1 },
    ]);
  });
});
