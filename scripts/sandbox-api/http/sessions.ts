import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export interface Session {
  id: string;
  xsrf: string;
  data: Record<string, unknown>;
}

export const SESSION_COOKIE = 'sandbox_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Laravel's default: a session idle for two hours is gone. */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;

/**
 * Sessions in SQLite, so they survive a restart of the sandbox like a real API's would. The XSRF
 * token is standard base64 with '+', '/' and '=' on purpose: the cookie carries it URL-encoded,
 * as Laravel's does, so a client that forgets to decode it fails here as it would there.
 */
export function createSessionStore(db: DatabaseSync) {
  const select = db.prepare('SELECT id, xsrf, data, last_seen FROM sessions WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO sessions (id, xsrf, data, created_at, last_seen) VALUES (?, ?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?');
  const save = db.prepare('UPDATE sessions SET data = ?, last_seen = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const now = () => Math.floor(Date.now() / 1000);

  return {
    /** The live session with this id, or null when unknown or expired. */
    find(id: string | undefined): Session | null {
      if (!id || id.length > 100) return null;
      const row = select.get(id) as { id: string; xsrf: string; data: string; last_seen: number } | undefined;
      if (!row || now() - row.last_seen > SESSION_TTL_SECONDS) return null;
      touch.run(now(), id);
      return { id: row.id, xsrf: row.xsrf, data: JSON.parse(row.data) as Record<string, unknown> };
    },
    create(): Session {
      const session = {
        id: randomBytes(30).toString('base64url'),
        xsrf: randomBytes(32).toString('base64'),
        data: {},
      };
      insert.run(session.id, session.xsrf, '{}', now(), now());
      return session;
    },
    save(session: Session): void {
      save.run(JSON.stringify(session.data), now(), session.id);
    },
    destroy(id: string): void {
      remove.run(id);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Constant-time comparison of the header with the session's token. */
export function tokensMatch(header: string | undefined, token: string): boolean {
  if (!header) return false;
  const candidates = [header];
  try {
    candidates.push(decodeURIComponent(header)); // Tolerate a client that sends the raw cookie value.
  } catch {
    // Malformed percent-encoding: only the raw value is compared.
  }
  const expected = Buffer.from(token);
  return candidates.some((value) => {
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
