/** Invoices (routes/invoices.ts): numbering, IVA and the PDF of a paid order. */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { Invoice } from '@shop/contract/orders';
import { invoiceNumber, invoiceYear } from '../../invoices/store.ts';
import type { Order } from '@shop/contract/orders';
import { loginClient, registerClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import { CART, moveOrder, ORDERS, placedGuestOrder, PRODUCTS } from '../../testing/order-helpers.ts';
import { cents, euros, SEED_FACTS, sum, times } from '../../testing/seed-facts.ts';
import { vatBreakdown } from '../../invoices/tax.ts';
import { pdfText } from '../../testing/pdf-text.ts';

type Body<T> = { data: T } & ApiErrorBody;
const INVOICES = '/store-front/api/sales/invoice';

describe('invoice numbers and IVA (pure)', () => {
  it('numbers invoices per year on Madrid’s calendar', () => {
    expect(invoiceNumber(2026, 123)).toBe('F2026-000123');
    expect(invoiceYear(new Date('2025-12-31T22:59:00Z'))).toBe(2025);
    // 23:30 UTC on New Year's Eve is already 1 January in Madrid.
    expect(invoiceYear(new Date('2025-12-31T23:30:00Z'))).toBe(2026);
  });

  it('splits a total with IVA into base and IVA that add up', () => {
    expect(vatBreakdown(12_100)).toEqual({ baseCents: 10_000, vatCents: 2_100 });
    expect(vatBreakdown(5_724)).toEqual({ baseCents: 4_731, vatCents: 993 });
    for (const total of [0, 1, 99, 495, 5_040, 123_457]) {
      const { baseCents, vatCents } = vatBreakdown(total);
      expect(baseCents + vatCents).toBe(total);
    }
  });
});

const sandbox = withSandbox();

describe('invoices', () => {
  it('issues one invoice when an order is paid, numbered in sequence', async () => {
    const year = invoiceYear(new Date());
    const { client, order } = await placedGuestOrder(sandbox);
    expect((await client.json<Body<Invoice[]>>('GET', INVOICES)).body.data).toEqual([]);
    const paid = await moveOrder(sandbox, order.id, 'paid');
    const invoiceId = paid.body.data.invoice_id;
    expect(invoiceId).toEqual(expect.any(Number));
    // Later moves keep the same invoice.
    await moveOrder(sandbox, order.id, 'delivered');
    const delivered = await client.json<Body<Order>>('GET', `${ORDERS}/${order.id}`);
    expect(delivered.body.data.invoice_id).toBe(invoiceId);

    await client.json('POST', CART, { products: [{ id: PRODUCTS.cheap, quantity: 2 }] });
    await client.json('POST', '/store-front/api/sales/cart_b2c/transition');
    await client.json('POST', '/api/v2/sales/checkout');
    const second = (await client.json<Body<Order>>('POST', '/api/v1/cart/checkout')).body.data;
    await moveOrder(sandbox, second.id, 'paid');

    const list = await client.json<Body<Invoice[]>>('GET', INVOICES);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: expect.any(Number),
        number: invoiceNumber(year, 2),
        order_id: second.id,
        issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        total: second.totals.total,
      },
      {
        id: invoiceId,
        number: invoiceNumber(year, 1),
        order_id: order.id,
        issued_at: delivered.body.data.paid_at,
        total: order.totals.total,
      },
    ]);
    expect((await sandbox.json<Body<Invoice[]>>(INVOICES)).body.data).toEqual([]);
    const stranger = await sessionClient(sandbox).start();
    expect((await stranger.json<Body<Invoice[]>>('GET', INVOICES)).body.data).toEqual([]);
  });

  it('downloads a real PDF with the seller, the buyer, the lines and the IVA', async () => {
    const { client, order } = await placedGuestOrder(sandbox, {
      lines: [
        { id: PRODUCTS.pan, quantity: 2 },
        { id: PRODUCTS.cheap, quantity: 1 },
      ],
    });
    const paid = (await moveOrder(sandbox, order.id, 'paid')).body.data;
    const invoice = (await client.json<Body<Invoice[]>>('GET', INVOICES)).body.data[0]!;
    expect(invoice.id).toBe(paid.invoice_id);

    const response = await client.request('GET', `${INVOICES}/${invoice.id}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="factura-${invoice.number}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe(`Factura ${invoice.number}`);
    expect(document.getPageCount()).toBe(1);
    const text = await pdfText(bytes);
    const total = sum(times(2, SEED_FACTS.pan.unit), SEED_FACTS.cheap.price);
    const tax = vatBreakdown(cents(total));
    // Amounts as the PDF writes them: Spanish decimals and the euro sign in WinAnsi.
    const money = (amount: number) => `${amount.toFixed(2).replace('.', ',')} \x80`;
    // The line names the product and its SKU, cut with '…' where the column ends.
    const line = `${SEED_FACTS.pan.name} (COC-${String(PRODUCTS.pan).padStart(6, '0')})`;
    const printed = text.split('\n').find((row) => row.startsWith(line.slice(0, 20)));
    // The PDF writes '…' in WinAnsi (0x85), as it writes '€' (0x80).
    expect(line.startsWith(printed!.replace(/\x85$/, ''))).toBe(true);
    for (const expected of [
      'FACTURA',
      invoice.number,
      `Pedido: ${order.number}`,
      'Plataforma Comercio Digital S.L.',
      'NIF: B00000000',
      'Lucía García López',
      'lucia@example.com',
      money(SEED_FACTS.pan.unit),
      'Envío estándar',
      'Base imponible',
      'IVA (21 %)',
      // The total is the base plus the IVA.
      money(euros(tax.baseCents)),
      money(euros(tax.vatCents)),
      money(total),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('another owner’s invoice is a 404', async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    const invoiceId = (await moveOrder(sandbox, order.id, 'paid')).body.data.invoice_id!;
    expect((await client.request('GET', `${INVOICES}/${invoiceId}.pdf`)).status).toBe(200);
    const stranger = await sessionClient(sandbox).start();
    for (const path of [`${INVOICES}/${invoiceId}.pdf`, `${INVOICES}/999999.pdf`]) {
      const answer = await stranger.json<ApiErrorBody>('GET', path);
      expect([answer.status, answer.body.message]).toEqual([404, 'Factura no encontrada.']);
    }
    // Not an invoice's PDF at all: a path the contract does not have (the contract gate).
    const other = await stranger.json<ApiErrorBody>('GET', `${INVOICES}/${invoiceId}.txt`);
    expect([other.status, other.body.message]).toEqual([404, 'Ruta no encontrada']);
  });

  it('a customer’s invoices survive a restart and another login', async () => {
    const customer = await registerClient(sandbox);
    await customer.client.json('POST', CART, { products: [{ id: PRODUCTS.pan, quantity: 1 }] });
    await customer.client.json('POST', '/store-front/api/sales/cart_b2c/transition');
    await customer.client.json('POST', '/api/v2/sales/checkout');
    await customer.client.json('PUT', '/api/v2/sales/checkout', {
      shipping_address: {
        name: 'Jorge',
        surname: 'Sanz',
        street: 'Rúa Nova 3',
        postal_code: '15001',
        city: 'A Coruña',
        phone: '699000111',
      },
      billing_address: {
        name: 'Ferretería Sanz S.L.',
        nif: 'B12345674',
        street: 'Rúa Nova 3',
        postal_code: '15001',
        city: 'A Coruña',
      },
      carrier_id: 1,
      payment_method: 'bank_transfer',
    });
    const order = (await customer.client.json<Body<Order>>('POST', '/api/v1/cart/checkout')).body.data;
    expect(order.billing_address).toMatchObject({ name: 'Ferretería Sanz S.L.', nif: 'B12345674' });
    const invoiceId = (await moveOrder(sandbox, order.id, 'paid')).body.data.invoice_id!;
    await sandbox.restart();
    const again = await loginClient(sandbox, { email: customer.email, password: customer.password });
    const list = await again.json<Body<Invoice[]>>('GET', INVOICES);
    expect(list.body.data.map((invoice) => invoice.id)).toEqual([invoiceId]);
    const pdf = await again.request('GET', `${INVOICES}/${invoiceId}.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Ferretería Sanz S.L.');
    expect(text).toContain('NIF: B12345674');
    expect(text).toContain('transferencia bancaria');
  });
});
