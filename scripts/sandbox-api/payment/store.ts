import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from '../db.ts';

/**
 * The commerce API's payment records (its side of Redsys, not the simulator's): the Redsys order
 * numbers it handed out per order (payment_attempts, with the challenge in flight) and every charge
 * attempt Redsys answered (payment_charges).
 */

/** Where an attempt is: form handed out, holder on the bank page, answered. */
export type AttemptState = 'configured' | 'challenge' | 'done';

export interface PaymentAttempt {
  redsysOrder: string;
  orderId: number;
  amountCents: number;
  state: AttemptState;
  idOper: string | null;
  threeDsTransId: string | null;
  protocolVersion: string | null;
  /** The bank page and the CReq Redsys gave, to answer a repeated process call alike. */
  acsUrl: string | null;
  creq: string | null;
  returnUrl: string | null;
  /** The first final answer of this attempt. */
  dsResponse: string | null;
}

/** One answered charge attempt, as `GET /__sandbox/charges` lists it. */
export interface ChargeRecord {
  id: number;
  order_id: number;
  redsys_order: string;
  id_oper: string;
  amount_cents: number;
  ds_response: string;
  authorised: boolean;
  created_at: string;
}

/** Redsys order numbers: 4 digits, then 8 letters or digits (12, the most the rule allows). */
const ORDER_DIGITS = 4;
const ORDER_TAIL = 8;
const ORDER_TAIL_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** Collisions are a one-in-10^16 event; a few tries make a failure impossible in practice. */
const MAX_ORDER_TRIES = 5;

function newRedsysOrder(): string {
  let order = String(randomInt(0, 10 ** ORDER_DIGITS)).padStart(ORDER_DIGITS, '0');
  for (let index = 0; index < ORDER_TAIL; index += 1) {
    order += ORDER_TAIL_ALPHABET[randomInt(0, ORDER_TAIL_ALPHABET.length)];
  }
  return order;
}

/** A row of payment_attempts (`SELECT *`). */
interface AttemptRow {
  redsys_order: string;
  order_id: number;
  amount_cents: number;
  state: AttemptState;
  id_oper: string | null;
  three_ds_trans_id: string | null;
  protocol_version: string | null;
  acs_url: string | null;
  creq: string | null;
  return_url: string | null;
  ds_response: string | null;
  created_at: string;
}

/** A row of payment_charges (`SELECT *`): `authorised` is 0 or 1. */
interface ChargeRow extends Omit<ChargeRecord, 'authorised'> {
  authorised: number;
}

function attemptFromRow(row: AttemptRow): PaymentAttempt {
  return {
    redsysOrder: row.redsys_order,
    orderId: row.order_id,
    amountCents: row.amount_cents,
    state: row.state,
    idOper: row.id_oper,
    threeDsTransId: row.three_ds_trans_id,
    protocolVersion: row.protocol_version,
    acsUrl: row.acs_url,
    creq: row.creq,
    returnUrl: row.return_url,
    dsResponse: row.ds_response,
  };
}

function chargeFromRow(row: ChargeRow): ChargeRecord {
  return { ...row, authorised: row.authorised === 1 };
}

export function createPaymentStore(db: DatabaseSync) {
  const insertAttempt = db.prepare(`INSERT INTO payment_attempts (redsys_order, order_id, amount_cents,
      state, created_at) VALUES (?, ?, ?, 'configured', ?) ON CONFLICT (redsys_order) DO NOTHING`);
  const attemptByOrder = db.prepare('SELECT * FROM payment_attempts WHERE redsys_order = ?');
  const attemptByTransId = db.prepare('SELECT * FROM payment_attempts WHERE three_ds_trans_id = ?');
  const openChallenge = db.prepare(`UPDATE payment_attempts SET state = 'challenge', id_oper = :idOper,
      three_ds_trans_id = :threeDsTransId, protocol_version = :protocolVersion, acs_url = :acsUrl,
      creq = :creq, return_url = :returnUrl WHERE redsys_order = :redsysOrder AND state = 'configured'`);
  const finish = db.prepare(`UPDATE payment_attempts SET state = 'done', ds_response = ?
      WHERE redsys_order = ? AND state != 'done'`);
  const insertCharge = db.prepare(`INSERT INTO payment_charges (order_id, redsys_order, id_oper, amount_cents,
      ds_response, authorised, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`);
  const allCharges = db.prepare('SELECT * FROM payment_charges ORDER BY id');
  const orderCharges = db.prepare('SELECT * FROM payment_charges WHERE order_id = ? ORDER BY id');
  const lastAuthorised = db.prepare(
    'SELECT * FROM payment_charges WHERE order_id = ? AND authorised = 1 ORDER BY id DESC LIMIT 1',
  );

  return {
    /** A new Redsys order number for one payment attempt of the order. */
    createAttempt(orderId: number, amountCents: number): string {
      for (let tries = 0; tries < MAX_ORDER_TRIES; tries += 1) {
        const order = newRedsysOrder();
        if (insertAttempt.run(order, orderId, amountCents, new Date().toISOString()).changes === 1)
          return order;
      }
      throw new Error('Could not find a free Redsys order number.');
    },
    attempt(redsysOrder: string): PaymentAttempt | null {
      const row = oneRow<AttemptRow>(attemptByOrder, redsysOrder);
      return row ? attemptFromRow(row) : null;
    },
    attemptByTransId(threeDsTransId: string): PaymentAttempt | null {
      const row = oneRow<AttemptRow>(attemptByTransId, threeDsTransId);
      return row ? attemptFromRow(row) : null;
    },
    /** Remembers the challenge in flight, for the bank's CRes and a repeated process call. */
    openChallenge(
      redsysOrder: string,
      challenge: {
        idOper: string;
        threeDsTransId: string;
        protocolVersion: string;
        acsUrl: string;
        creq: string;
        returnUrl: string;
      },
    ): void {
      openChallenge.run({ ...challenge, redsysOrder });
    },
    /** Closes the attempt with its first final answer (later answers, e.g. a 0913, do not replace it). */
    finishAttempt(redsysOrder: string, dsResponse: string): void {
      finish.run(dsResponse, redsysOrder);
    },
    recordCharge(charge: Omit<ChargeRecord, 'id' | 'created_at'>): ChargeRecord {
      const row = oneRow<ChargeRow>(
        insertCharge,
        charge.order_id,
        charge.redsys_order,
        charge.id_oper,
        charge.amount_cents,
        charge.ds_response,
        charge.authorised ? 1 : 0,
        new Date().toISOString(),
      )!;
      return chargeFromRow(row);
    },
    charges(orderId?: number): ChargeRecord[] {
      const rows =
        orderId === undefined ? allRows<ChargeRow>(allCharges) : allRows<ChargeRow>(orderCharges, orderId);
      return rows.map(chargeFromRow);
    },
    lastAuthorised(orderId: number): ChargeRecord | null {
      const row = oneRow<ChargeRow>(lastAuthorised, orderId);
      return row ? chargeFromRow(row) : null;
    },
  };
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
