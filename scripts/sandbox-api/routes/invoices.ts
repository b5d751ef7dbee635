import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { invoiceFileName, renderInvoicePdf } from '../orders/invoice-pdf.ts';
import { createInvoiceStore, invoiceJson } from '../invoices/store.ts';
import { currentShopper, requireShopper } from '../orders/shopper.ts';
import { createOrderStore } from '../orders/store.ts';
import type { SandboxState } from '../state.ts';

const INVOICE_NOT_FOUND = 'Factura no encontrada.';
/** `{id}.pdf`: the id as a path segment with its extension. */
const PDF_FILE = /^(\d{1,9})\.pdf$/;

/**
 * The shopper's invoices (spec §7 "Authentication and account"): the list, and each one as a PDF
 * download. An invoice belongs to its order's owner; anyone else's is a 404.
 */
export function invoiceRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const invoices = createInvoiceStore(state.db);
  const orders = createOrderStore(state.db);

  app.get('/store-front/api/sales/invoice', (c) => {
    const owner = currentShopper(c, state.sessions)?.owner;
    return c.json({ data: owner ? invoices.list(owner).map(invoiceJson) : [] });
  });

  app.get('/store-front/api/sales/invoice/:file', async (c) => {
    const shopper = requireShopper(c, state.sessions);
    const match = PDF_FILE.exec(c.req.param('file'));
    const invoice = match ? invoices.find(Number(match[1])) : null;
    if (!invoice || invoice.owner !== shopper.owner) throw new HttpError(404, INVOICE_NOT_FOUND);
    const order = orders.find(invoice.order_id)!;
    const pdf = await renderInvoicePdf({ invoice, order, lines: orders.lines(order.id) });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
