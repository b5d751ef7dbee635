import type { DatabaseSync } from 'node:sqlite';
import { allRows, oneRow } from '../db.ts';

/** Where a message would have gone: an e-mail (password reset) or a WhatsApp template message. */
export type OutboxChannel = 'email' | 'whatsapp';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  /** E-mail address or phone number (E.164 without '+', as the WhatsApp Cloud API takes it). */
  recipient: string;
  /** Template name: `password_reset`, `order_status_update`… */
  template: string;
  payload: Record<string, unknown>;
  created_at: string;
}

interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  template: string;
  payload: string;
  created_at: string;
}

/**
 * The sandbox's outbox: messages the real API would send by e-mail or WhatsApp are written here
 * instead, so tests and developers can read them (`GET /__sandbox/outbox`).
 */
export function createOutbox(db: DatabaseSync) {
  const insert = db.prepare(
    'INSERT INTO outbox (channel, recipient, template, payload, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *',
  );
  const toMessage = (row: OutboxRow): OutboxMessage => ({ ...row, payload: JSON.parse(row.payload) });
  return {
    add(channel: OutboxChannel, recipient: string, template: string, payload: Record<string, unknown>) {
      const row = oneRow<OutboxRow>(
        insert,
        channel,
        recipient,
        template,
        JSON.stringify(payload),
        new Date().toISOString(),
      );
      return toMessage(row!);
    },
    /** Newest first, optionally only one channel and/or one recipient. */
    list(filter: { channel?: string; recipient?: string } = {}): OutboxMessage[] {
      const rows = allRows<OutboxRow>(
        db.prepare(
          `SELECT * FROM outbox WHERE (?1 IS NULL OR channel = ?1) AND (?2 IS NULL OR recipient = ?2)
           ORDER BY id DESC LIMIT 200`,
        ),
        filter.channel ?? null,
        filter.recipient ?? null,
      );
      return rows.map(toMessage);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
