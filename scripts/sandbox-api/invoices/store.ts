import type { DatabaseSync } from 'node:sqlite';
import type { Invoice } from '@shop/contract/orders';
import { allRows, oneRow } from '../db.ts';

/** Invoices are numbered per calendar year in Spain's peninsular time, as a Spanish business numbers them. */
export const INVOICE_TIME_ZONE = 'Europe/Madrid';

export interface InvoiceRecord {
  id: number;
  order_id: number;
  year: number;
  seq: number;
  /** 'F2026-000123'. */
  number: string;
  issued_at: string;
  /** From the order. */
  total_cents: number;
  owner: string;
}

/** 'F2026-000123': the year and the invoice's place in that year's series. */
export function invoiceNumber(year: number, seq: number): string {
  return `F${year}-${String(seq).padStart(6, '0')}`;
}

/** The calendar year of an instant in Madrid (a payment at 23:30 UTC on 31 December is already next year there). */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: INVOICE_TIME_ZONE, year: 'numeric' }).format(at));
}

/** Invoices in SQLite: one per paid order, numbered without gaps within each year. */
export function createInvoiceStore(db: DatabaseSync) {
  const select = `SELECT i.*, o.total_cents, o.owner FROM invoices i JOIN orders o ON o.id = i.order_id`;
  const one = db.prepare(`${select} WHERE i.id = ?`);
  const ofOrder = db.prepare(`${select} WHERE i.order_id = ?`);
  const ofOwner = db.prepare(`${select} WHERE o.owner = ? ORDER BY i.id DESC`);
  const nextSeq = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM invoices WHERE year = ?');
  const insert = db.prepare(
    'INSERT INTO invoices (order_id, year, seq, number, issued_at) VALUES (?, ?, ?, ?, ?)',
  );

  const find = (id: number) => oneRow<InvoiceRecord>(one, id) ?? null;
  return {
    find,
    /** The owner's invoices, newest first. */
    list: (owner: string) => allRows<InvoiceRecord>(ofOwner, owner),
    /** Issues the order's invoice (call inside the transaction that marks it paid); once per order. */
    issue(orderId: number, at: Date): InvoiceRecord {
      const existing = oneRow<InvoiceRecord>(ofOrder, orderId);
      if (existing) return existing;
      const year = invoiceYear(at);
      const { seq } = oneRow<{ seq: number }>(nextSeq, year)!;
      insert.run(orderId, year, seq, invoiceNumber(year, seq), at.toISOString());
      return oneRow<InvoiceRecord>(ofOrder, orderId)!;
    },
  };
}

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;

export function invoiceJson(record: InvoiceRecord): Invoice {
  return {
    id: record.id,
    number: record.number,
    order_id: record.order_id,
    issued_at: record.issued_at,
    total: record.total_cents / 100,
  };
}
