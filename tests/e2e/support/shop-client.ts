import type { Agent } from 'node:http';
import { type RawRequest, type RawResponse, sendRaw } from './bulk-http.ts';
import { confirmationLink, PASSWORD } from './shopper.ts';

/**
 * One shopper over plain HTTP, as a browser without JavaScript would be: a cookie jar, the shop's
 * own Origin on form posts (Astro refuses cross-site posts) and the forms of the shop.
 */
export class ShopClient {
  readonly cookies = new Map<string, string>();
  private readonly agent: Agent;
  readonly port: number;

  constructor(agent: Agent, port: number) {
    this.agent = agent;
    this.port = port;
  }

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Sends with this shopper's cookies and keeps what is set. A request that brings its own cookies
   * is someone else's browser: it neither uses nor changes this jar.
   */
  async send(input: RawRequest): Promise<RawResponse> {
    const headers: Record<string, string> = {
      Accept: 'text/html',
      'Accept-Language': 'es-ES',
      ...input.headers,
    };
    if (input.method !== 'GET' && input.method !== 'HEAD') headers.Origin ??= this.origin;
    const usesJar = headers.Cookie === undefined;
    if (usesJar && this.cookies.size > 0) headers.Cookie = this.cookieHeader();
    const response = await sendRaw(this.agent, this.port, { ...input, headers });
    if (usesJar) this.keep(response);
    return response;
  }

  /** A form post (application/x-www-form-urlencoded). */
  postForm(path: string, fields: Record<string, string>): Promise<RawResponse> {
    return this.send({
      method: 'POST',
      path,
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  private keep(response: RawResponse): void {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const removed = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * Registers through the shop's form, follows the e-mailed confirmation link (as the shopper's
   * mail client would), logs in through the shop's form and names the customer.
   */
  async register(email: string, name: string): Promise<void> {
    const asked = await this.postForm('/login', {
      intent: 'register',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    if (asked.status !== 303) throw new Error(`Registering ${email} answered ${asked.status}`);
    const confirmed = await fetch(await confirmationLink(email), { redirect: 'manual' });
    if (!confirmed.headers.get('location')?.endsWith('/auth/callback?verified=1'))
      throw new Error(
        `Confirming ${email} answered ${confirmed.status} ${confirmed.headers.get('location')}`,
      );
    const loggedIn = await this.postForm('/login', { intent: 'login', email, password: PASSWORD });
    if (loggedIn.status !== 303) throw new Error(`Logging ${email} in answered ${loggedIn.status}`);
    const named = await this.postForm('/account/profile', { name });
    if (named.status !== 303) throw new Error(`Naming ${email} answered ${named.status}`);
  }
}
