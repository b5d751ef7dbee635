import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { oneRow } from '../db.ts';
import type { StoredCard } from './cards.ts';

/** An idOper is good for 30 minutes after the card form gave it (Redsys's rule). */
export const ID_OPER_TTL_MS = 30 * 60 * 1000;
/** What the card form answers for a merchant order that already has an idOper. */
export const REPEATED_ORDER_ID_OPER = '-1';

/** What the bank page decided: authenticated, not authenticated, or cancelled by the holder. */
export type Authentication = 'Y' | 'N' | 'cancelled';

/** Where an operation is: card stored, waiting for the holder on the bank page, or answered for good. */
export type OperationState = 'tokenised' | 'challenge' | 'final';

/** One card form submission on the simulated Redsys side (table redsys_operations). */
export interface Operation {
  idOper: string;
  fuc: string;
  terminal: string;
  /** The merchant's order number (DS_MERCHANT_ORDER) the form was drawn for. */
  merchantOrder: string;
  card: StoredCard;
  createdAt: number;
  expiresAt: number;
  state: OperationState;
  /** EMV 3DS transaction id, given by iniciaPeticion. */
  threeDsTransId: string | null;
  amountCents: number | null;
  notificationUrl: string | null;
  authentication: Authentication | null;
  dsResponse: string | null;
}

/** A row of redsys_operations (`SELECT *`). */
interface OperationRow {
  id_oper: string;
  fuc: string;
  terminal: string;
  merchant_order: string;
  card: string;
  last4: string;
  expiry: string;
  cvv_ok: number;
  created_at: number;
  expires_at: number;
  state: OperationState;
  three_ds_trans_id: string | null;
  amount_cents: number | null;
  notification_url: string | null;
  authentication: Authentication | null;
  ds_response: string | null;
}

function fromRow(row: OperationRow): Operation {
  return {
    idOper: row.id_oper,
    fuc: row.fuc,
    terminal: row.terminal,
    merchantOrder: row.merchant_order,
    card: {
      card: row.card,
      last4: row.last4,
      expiry: row.expiry,
      cvvOk: row.cvv_ok === 1,
    },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    state: row.state,
    threeDsTransId: row.three_ds_trans_id,
    amountCents: row.amount_cents,
    notificationUrl: row.notification_url,
    authentication: row.authentication,
    dsResponse: row.ds_response,
  };
}

/**
 * The simulated Redsys's memory of card form submissions, in SQLite. It keeps which test card was
 * typed, its last four digits, the expiry and whether the CVV was right: never the card number.
 * Every transition is a conditional UPDATE, so a request that comes twice finds the work done.
 */
export function createOperationStore(db: DatabaseSync, now: () => number = Date.now) {
  const insert = db.prepare(`INSERT INTO redsys_operations (id_oper, fuc, terminal, merchant_order, card,
      last4, expiry, cvv_ok, created_at, expires_at, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'tokenised')
    ON CONFLICT (fuc, terminal, merchant_order) DO NOTHING`);
  const byIdOper = db.prepare('SELECT * FROM redsys_operations WHERE id_oper = ?');
  const byTransId = db.prepare('SELECT * FROM redsys_operations WHERE three_ds_trans_id = ?');
  const setTransId = db.prepare(
    'UPDATE redsys_operations SET three_ds_trans_id = ? WHERE id_oper = ? AND three_ds_trans_id IS NULL',
  );
  const openChallenge = db.prepare(`UPDATE redsys_operations SET state = 'challenge', amount_cents = ?,
      notification_url = ? WHERE id_oper = ? AND state = 'tokenised'`);
  const authenticate = db.prepare(`UPDATE redsys_operations SET authentication = ?
      WHERE three_ds_trans_id = ? AND state = 'challenge' AND authentication IS NULL`);
  const finish = db.prepare(`UPDATE redsys_operations SET state = 'final', ds_response = ?, amount_cents = ?
      WHERE id_oper = ? AND state != 'final'`);

  const find = (statement: StatementSync, key: string): Operation | null => {
    const row = oneRow<OperationRow>(statement, key);
    return row ? fromRow(row) : null;
  };

  return {
    /** Stores a submitted card; the new idOper, or '-1' when this merchant order already has one. */
    tokenise(merchant: { fuc: string; terminal: string; order: string }, card: StoredCard): string {
      const idOper = randomBytes(20).toString('hex');
      const created = now();
      const result = insert.run(
        idOper,
        merchant.fuc,
        merchant.terminal,
        merchant.order,
        card.card,
        card.last4,
        card.expiry,
        card.cvvOk ? 1 : 0,
        created,
        created + ID_OPER_TTL_MS,
      );
      return result.changes === 1 ? idOper : REPEATED_ORDER_ID_OPER;
    },
    find: (idOper: string) => find(byIdOper, idOper),
    byTransId: (threeDsTransId: string) => find(byTransId, threeDsTransId),
    expired: (operation: Operation) => now() > operation.expiresAt,
    /** The operation's EMV 3DS transaction id, created on the first ask. */
    transId(operation: Operation): string {
      setTransId.run(randomUUID(), operation.idOper);
      return find(byIdOper, operation.idOper)!.threeDsTransId!;
    },
    /** Marks the holder as sent to the bank page; false when the operation was not fresh. */
    openChallenge(idOper: string, amountCents: number, notificationUrl: string): boolean {
      return openChallenge.run(amountCents, notificationUrl, idOper).changes === 1;
    },
    /** Records the bank page's decision, once; false when there is no open challenge. */
    authenticate(threeDsTransId: string, result: Authentication): boolean {
      return authenticate.run(result, threeDsTransId).changes === 1;
    },
    /** The final answer; false when the operation already had one (a second use). */
    finish(idOper: string, dsResponse: string, amountCents: number): boolean {
      return finish.run(dsResponse, amountCents, idOper).changes === 1;
    },
  };
}

export type OperationStore = ReturnType<typeof createOperationStore>;
