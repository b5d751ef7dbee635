import { describe, expect, it } from 'vitest';
import { Data } from '@shop/contract/paginated';
import { SessionData, SessionDataRequest } from '@shop/contract/session';
import { expectContract, sessionClient, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();
const SESSION_DATA = '/api/store-front/session/data';

describe('guest session answers (spec §7 "Guest")', () => {
  it('the consent and then the tracking data the shop sends are merged and answered', async () => {
    const client = await sessionClient(sandbox).start();
    const consent = SessionDataRequest.parse({
      consent: { default: false, analytics: true, marketing: false },
    });
    const first = await client.json('PUT', SESSION_DATA, consent);
    expect(first.status).toBe(200);
    expect(expectContract(Data(SessionData), first.body).data).toEqual(consent);
    const tracking = SessionDataRequest.parse({
      userData: { tracking: { gid: '123.456' }, technology: { javascript: true } },
    });
    const second = await client.json('PUT', SESSION_DATA, tracking);
    expect(expectContract(Data(SessionData), second.body).data).toEqual({ ...consent, ...tracking });
  });

  it('ending the session answers 204 without a body', async () => {
    const client = await sessionClient(sandbox).start();
    expect((await client.request('DELETE', '/api/store-front/session')).status).toBe(204);
  });
});
