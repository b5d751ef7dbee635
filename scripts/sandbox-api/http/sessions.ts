import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { SESSION_CLAIM_PATTERN } from '@shop/contract/session';
import { allRows, oneRow } from '../db.ts';

export interface Session {
  id: string;
  xsrf: string;
  data: Record<string, unknown>;
  /** The customer logged in on this session; null for a guest. */
  userId: number | null;
}

/** A customer as the routes see it (never with the password hash). */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  client_id: number;
  created_at: string;
}

export const SESSION_COOKIE = 'sandbox_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Laravel's default: a session idle for two hours is gone. */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;
/**
 * How long a browser's claim key (the contract's SESSION_CLAIM_HEADER) names the guest session it
 * started: long enough for the first calls of one visit to meet, short enough that a key seen later
 * starts nothing. Claims older than this are deleted as new ones come, so the table stays small.
 */
export const SESSION_CLAIM_WINDOW_SECONDS = 60;

/**
 * Sessions in SQLite, so they survive a restart of the sandbox like a real API's would. The XSRF
 * token is standard base64 with '+', '/' and '=' on purpose: the cookie carries it URL-encoded,
 * as Laravel's does, so a client that forgets to decode it fails here as it would there.
 */
export function createSessionStore(db: DatabaseSync) {
  addUserColumn(db);
  const select = db.prepare('SELECT id, xsrf, data, last_seen, user_id FROM sessions WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO sessions (id, xsrf, data, created_at, last_seen, user_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const user = db.prepare('SELECT id, email, name, client_id, created_at FROM users WHERE id = ?');
  const forgetUser = db.prepare('UPDATE sessions SET user_id = NULL WHERE user_id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?');
  const save = db.prepare('UPDATE sessions SET data = ?, last_seen = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const claimed = db.prepare('SELECT session_id FROM session_claims WHERE claim = ? AND created_at >= ?');
  const claim = db.prepare(
    'INSERT OR REPLACE INTO session_claims (claim, session_id, created_at) VALUES (?, ?, ?)',
  );
  const pruneClaims = db.prepare('DELETE FROM session_claims WHERE created_at < ?');
  const now = () => Math.floor(Date.now() / 1000);

  return {
    /** The live session with this id, or null when unknown or expired. */
    find(id: string | undefined): Session | null {
      if (!id || id.length > 100) return null;
      const row = oneRow<SessionRow>(select, id);
      if (!row || now() - row.last_seen > SESSION_TTL_SECONDS) return null;
      touch.run(now(), id);
      const data = JSON.parse(row.data) as Record<string, unknown>;
      return { id: row.id, xsrf: row.xsrf, data, userId: row.user_id };
    },
    /** A new session with a new id and token: a guest's, or a customer's at login (`userId`). */
    create(start: { userId?: number | null; data?: Record<string, unknown> } = {}): Session {
      const session: Session = {
        id: randomBytes(30).toString('base64url'),
        xsrf: randomBytes(32).toString('base64'),
        data: start.data ?? {},
        userId: start.userId ?? null,
      };
      insert.run(session.id, session.xsrf, JSON.stringify(session.data), now(), now(), session.userId);
      return session;
    },
    /**
     * The session a browser's first call starts (`/sanctum/csrf-cookie` without a live session):
     * the guest session another call with the same claim key started moments ago, else a new one
     * claimed by the key. A claim never hands out a logged-in session (login replaces the session
     * anyway), and a malformed key claims nothing.
     */
    start(claimKey: string | undefined): Session {
      if (!claimKey || !SESSION_CLAIM_PATTERN.test(claimKey)) return this.create();
      const since = now() - SESSION_CLAIM_WINDOW_SECONDS;
      const row = oneRow<{ session_id: string }>(claimed, claimKey, since);
      const earlier = row ? this.find(row.session_id) : null;
      if (earlier && earlier.userId === null) return earlier;
      pruneClaims.run(since);
      const session = this.create();
      claim.run(claimKey, session.id, now());
      return session;
    },
    /** The customer the session is logged in as; null for a guest (or a customer that is gone). */
    user(session: Session): SessionUser | null {
      if (session.userId === null) return null;
      return oneRow<SessionUser>(user, session.userId) ?? null;
    },
    /** Logs the customer out of every session (after a password reset). */
    forgetUser(userId: number): void {
      forgetUser.run(userId);
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

/** What `find` selects of a session. */
interface SessionRow {
  id: string;
  xsrf: string;
  data: string;
  last_seen: number;
  user_id: number | null;
}

/**
 * Databases written by schema 3 before accounts existed lack sessions.user_id; the version was not
 * bumped for it (accounts belong to version 3), so the column is added in place.
 */
function addUserColumn(db: DatabaseSync): void {
  const columns = allRows<{ name: string }>(db.prepare('PRAGMA table_info(sessions)'));
  if (!columns.some((column) => column.name === 'user_id')) {
    db.exec('ALTER TABLE sessions ADD COLUMN user_id INTEGER');
  }
}

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
