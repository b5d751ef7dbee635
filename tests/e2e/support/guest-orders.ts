import { test } from '@playwright/test';
import { FAULTS_DIR, FAULTS_PROJECT } from './projects';
import { confirmationLink, PASSWORD } from './shopper';
import { sandboxUrl } from './sandbox';
import { SEED_FACTS } from '@shop/sandbox-api';
/**
 * Orders placed straight on the sandbox API (no browser), and the sandbox's attempt limits: the
 * guest lookup tests need orders to look up, not a walk through the checkout.
 */

/**
 * The sandbox's limits and throttle counts are process-wide, like its faults: only the tests of
 * the fault project, which runs alone, may change them.
 */
function onlyAlone(what: string): void {
  const { project } = test.info();
  if (project.name !== FAULTS_PROJECT)
    throw new Error(
      `Only tests in tests/e2e/${FAULTS_DIR}/ (project '${FAULTS_PROJECT}') may ${what}: '${project.name}' runs beside others.`,
    );
}

/** A cookie-keeping client of the sandbox, as the shop's server is (Sanctum's XSRF flow). */
class ApiSession {
  readonly #cookies = new Map<string, string>();

  async send<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.#cookies.size > 0)
      headers.Cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.#cookies.get('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(sandboxUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      this.#cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await response.text();
    return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
  }

  async must<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.send<T>(method, path, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

/** Registers `email` (password PASSWORD) and confirms it, as its e-mailed link would. */
async function registerOn(session: ApiSession, email: string): Promise<void> {
  await session.must('POST', '/api/v1/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  await fetch(await confirmationLink(email), { redirect: 'manual' });
}

/** A confirmed customer account for `email`, made on the API (no browser): log in with PASSWORD. */
export async function registerOnApi(email: string): Promise<void> {
  const session = new ApiSession();
  await session.must('GET', '/sanctum/csrf-cookie');
  await registerOn(session, email);
}

export interface PlacedOrder {
  id: number;
  email: string;
}

/**
 * Places an order of one frying pan on the sandbox, as a guest with contact `email`, or as a new
 * customer registered with it (`customer: true`); pending payment by card.
 */
export async function placeOrder(email: string, options: { customer?: boolean } = {}): Promise<PlacedOrder> {
  const session = new ApiSession();
  await session.must('GET', '/sanctum/csrf-cookie');
  if (options.customer) {
    await registerOn(session, email);
    await session.must('POST', '/api/v1/auth/login', { email, password: PASSWORD });
  }
  await session.must('POST', '/store-front/api/sales/cart_b2c', {
    products: [{ id: SEED_FACTS.pan.id, quantity: 1 }],
  });
  // Begin checkout as the shop does: the cart moves into checkout, then the checkout's data is created.
  await session.must('POST', '/store-front/api/sales/cart_b2c/transition');
  await session.must('POST', '/api/v2/sales/checkout');
  await session.must('PUT', '/api/v2/sales/checkout', {
    email,
    shipping_address: {
      name: 'Lucía',
      surname: 'García López',
      street: 'Calle Mayor',
      number: '5',
      postal_code: '28013',
      city: 'Madrid',
      phone: '612 345 678',
    },
    carrier_id: 1,
    payment_method: 'redsys_card',
  });
  const { data } = await session.must<{ data: { id: number } }>('POST', '/api/v1/cart/checkout');
  return { id: data.id, email };
}

/** Changes the sandbox's attempt limits (merged; see its README, `/__sandbox/limits`). */
export async function setLimits(limits: Record<string, Record<string, number>>): Promise<void> {
  onlyAlone('change the limits');
  const response = await fetch(sandboxUrl('/__sandbox/limits'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(limits),
  });
  if (!response.ok) throw new Error(`Could not set the sandbox's limits: ${response.status}`);
}

/** Back to the default limits, with every attempt counted so far forgotten. */
export async function resetLimits(): Promise<void> {
  onlyAlone('clear the limits');
  await fetch(sandboxUrl('/__sandbox/limits'), { method: 'DELETE' });
  await fetch(sandboxUrl('/__sandbox/throttle'), { method: 'DELETE' });
}
