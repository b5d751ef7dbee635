/** The session store's claims (http/sessions.ts): racing first calls of one browser share a session. */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { allRows, openDatabase } from '../../db.ts';
import { createSessionStore, SESSION_CLAIM_WINDOW_SECONDS } from '../../http/sessions.ts';

const KEY = 'a'.repeat(32);
const OTHER_KEY = 'b'.repeat(32);

describe('sessions.start (claim keys)', () => {
  const { db } = openDatabase(':memory:');
  const sessions = createSessionStore(db);
  afterAll(() => db.close());
  afterEach(() => vi.useRealTimers());

  it('two starts with the same claim key get the same guest session; another key or none, a new one', () => {
    const first = sessions.start(KEY);
    expect(sessions.start(KEY).id).toBe(first.id);
    expect(sessions.start(KEY).xsrf).toBe(first.xsrf);
    expect(sessions.start(OTHER_KEY).id).not.toBe(first.id);
    expect(sessions.start(undefined).id).not.toBe(first.id);
  });

  it('a malformed key claims nothing', () => {
    expect(sessions.start('short').id).not.toBe(sessions.start('short').id);
    expect(sessions.start(`${KEY};x`).id).not.toBe(sessions.start(`${KEY};x`).id);
  });

  it('a key names its session only for the claim window; older claims are deleted as new ones come', () => {
    // The clock starts at the real now: claims the tests above made are older, as they would be.
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = 'c'.repeat(40);
    const first = sessions.start(key);
    vi.setSystemTime(Date.now() + (SESSION_CLAIM_WINDOW_SECONDS + 1) * 1000);
    const later = sessions.start(key);
    expect(later.id).not.toBe(first.id);
    const claims = allRows<{ session_id: string }>(db.prepare('SELECT session_id FROM session_claims'));
    expect(claims.map((row) => row.session_id)).toEqual([later.id]);
  });

  it('a claim never hands out a session that has logged in', () => {
    const key = 'd'.repeat(40);
    const guest = sessions.start(key);
    db.prepare('UPDATE sessions SET user_id = 7 WHERE id = ?').run(guest.id);
    const next = sessions.start(key);
    expect(next.id).not.toBe(guest.id);
    expect(next.userId).toBeNull();
  });
});
