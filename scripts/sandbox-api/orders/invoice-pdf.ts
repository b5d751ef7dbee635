import { type PDFFont, type PDFPage, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatEuros } from '../cart/pricing.ts';
import { INVOICE_TIME_ZONE, type InvoiceRecord } from '../invoices/store.ts';
import { VAT_PERCENT, vatBreakdown } from '../invoices/tax.ts';
import { SELLER } from './seller.ts';
import { orderNumber } from './serialize.ts';
import type { OrderLineRecord, OrderRecord } from './store.ts';

/** A4 in points, and the blank border around the content. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const SIZE = { title: 20, heading: 10.5, body: 9.5, small: 8 } as const;
const LINE_GAP = 4;
/** Left edges of the lines table's columns; the money columns are right-aligned at their `…End`. */
const COLUMNS = { description: 50, quantity: 350, unitEnd: 460, amountEnd: 545 } as const;
const GREY = rgb(0.4, 0.4, 0.4);

export interface InvoiceDocument {
  invoice: InvoiceRecord;
  order: OrderRecord;
  lines: readonly OrderLineRecord[];
}

/** 'factura-F2026-000123.pdf': the download's file name. */
export function invoiceFileName(invoice: Pick<InvoiceRecord, 'number'>): string {
  return `factura-${invoice.number}.pdf`;
}

/** '14/06/2026': a date as Spain writes it, on Madrid's calendar. */
function spanishDate(iso: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: INVOICE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * Draws text top-down on as many pages as it takes. The standard fonts only know WinAnsi (Spanish
 * letters, '€', '«»' included); any other character a shopper typed prints as '?' instead of
 * failing the whole document.
 */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly known: Set<number>;

  private readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.known = new Set(regular.getCharacterSet());
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  clean(text: string): string {
    return [...text.replace(/\s+/g, ' ')]
      .map((char) => (this.known.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  /** Cuts a text with '…' to fit a width. */
  fit(text: string, width: number, font: PDFFont, size: number): string {
    let fitted = this.clean(text);
    if (font.widthOfTextAtSize(fitted, size) <= width) return fitted;
    while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}…`, size) > width)
      fitted = fitted.slice(0, -1);
    return `${fitted.trimEnd()}…`;
  }

  /** Moves down one line of `size`, starting a new page when this one is full. */
  newLine(size: number = SIZE.body): void {
    this.y -= size + LINE_GAP;
    if (this.y < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin - size;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Text on the current line at `x` (or right-aligned to end at `endX`). */
  text(
    text: string,
    at: { x?: number; endX?: number },
    style: { font?: PDFFont; size?: number; grey?: boolean } = {},
  ) {
    const font = style.font ?? this.regular;
    const size = style.size ?? SIZE.body;
    const clean = this.clean(text);
    if (clean === '') return;
    const x = at.endX === undefined ? (at.x ?? PAGE.margin) : at.endX - font.widthOfTextAtSize(clean, size);
    this.page.drawText(clean, { x, y: this.y, font, size, color: style.grey ? GREY : rgb(0, 0, 0) });
  }

  /** A block of lines, each on its own line. */
  lines(texts: readonly string[], x: number, style: { font?: PDFFont; size?: number; grey?: boolean } = {}) {
    for (const text of texts) {
      this.newLine(style.size);
      this.text(text, { x }, style);
    }
  }

  rule(): void {
    this.gap(4);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
  }
}

/** The buyer as invoiced: the billing address when one was given, else the shipping address's person. */
function buyerLines(order: OrderRecord): string[] {
  const billing = order.billing_address;
  if (billing) {
    return [
      billing.name,
      `NIF: ${billing.nif}`,
      billing.street,
      `${billing.postal_code} ${billing.city} (${billing.province})`,
      order.email,
    ];
  }
  const shipping = order.shipping_address;
  return [
    `${shipping.name} ${shipping.surname}`,
    [shipping.street, shipping.number, shipping.floor].filter(Boolean).join(', '),
    `${shipping.postal_code} ${shipping.city} (${shipping.province})`,
    order.email,
  ];
}

/**
 * The invoice of a paid order as a PDF: the seller's data (LSSI), the buyer, the lines at the
 * prices paid (IVA included, as the shop shows them), shipping and discounts, then base imponible,
 * IVA 21 % and the total. The document's title is 'Factura {number}'.
 */
export async function renderInvoicePdf({ invoice, order, lines }: InvoiceDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issued = new Date(invoice.issued_at);
  doc.setTitle(`Factura ${invoice.number}`);
  doc.setAuthor(SELLER.name);
  doc.setSubject(`Pedido ${orderNumber(order.id)}`);
  doc.setLanguage('es-ES');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.newLine(SIZE.title);
  w.text('FACTURA', {}, { font: w.bold, size: SIZE.title });
  w.text(invoice.number, { endX: COLUMNS.amountEnd }, { font: w.bold, size: SIZE.heading });
  w.newLine();
  w.text(`Fecha: ${spanishDate(invoice.issued_at)}`, { endX: COLUMNS.amountEnd });
  w.newLine();
  w.text(`Pedido: ${orderNumber(order.id)}`, { endX: COLUMNS.amountEnd });
  w.gap(10);

  const sellerTop = ['Vendedor', SELLER.name, `NIF: ${SELLER.nif}`, SELLER.address, SELLER.email];
  const buyer = ['Cliente', ...buyerLines(order)];
  for (let row = 0; row < Math.max(sellerTop.length, buyer.length); row += 1) {
    w.newLine();
    const style = { font: row === 0 ? w.bold : w.regular };
    if (sellerTop[row]) w.text(w.fit(sellerTop[row]!, 240, style.font, SIZE.body), { x: PAGE.margin }, style);
    if (buyer[row]) w.text(w.fit(buyer[row]!, 245, style.font, SIZE.body), { x: 300 }, style);
  }
  w.lines([SELLER.registry], PAGE.margin, { size: SIZE.small, grey: true });
  w.gap(14);

  w.newLine(SIZE.heading);
  w.text('Descripción', { x: COLUMNS.description }, { font: w.bold });
  w.text('Cant.', { x: COLUMNS.quantity }, { font: w.bold });
  w.text('Precio', { endX: COLUMNS.unitEnd }, { font: w.bold });
  w.text('Importe', { endX: COLUMNS.amountEnd }, { font: w.bold });
  w.rule();
  const row = (description: string, quantity: string, unit: string, amount: string) => {
    w.newLine();
    w.text(w.fit(description, COLUMNS.quantity - COLUMNS.description - 10, w.regular, SIZE.body), {
      x: COLUMNS.description,
    });
    w.text(quantity, { x: COLUMNS.quantity });
    w.text(unit, { endX: COLUMNS.unitEnd });
    w.text(amount, { endX: COLUMNS.amountEnd });
  };
  for (const line of lines) {
    row(
      `${line.name} (${line.sku})`,
      String(line.quantity),
      formatEuros(line.unit_cents),
      formatEuros(line.total_cents),
    );
  }
  row(order.carrier.name, '1', formatEuros(order.shipping_cents), formatEuros(order.shipping_cents));
  for (const discount of order.discounts) row(discount.name, '', '', formatEuros(-discount.amountCents));
  w.rule();

  const { baseCents, vatCents } = vatBreakdown(order.total_cents);
  const total = (label: string, cents: number, bold = false) => {
    w.newLine(bold ? SIZE.heading : SIZE.body);
    const style = { font: bold ? w.bold : w.regular, size: bold ? SIZE.heading : SIZE.body };
    w.text(label, { endX: COLUMNS.unitEnd }, style);
    w.text(formatEuros(cents), { endX: COLUMNS.amountEnd }, style);
  };
  total('Base imponible', baseCents);
  total(`IVA (${VAT_PERCENT} %)`, vatCents);
  total('Total', order.total_cents, true);
  w.gap(16);
  w.lines(
    [
      `Precios con IVA incluido. Forma de pago: ${order.payment_method === 'bank_transfer' ? 'transferencia bancaria' : 'tarjeta'}.`,
      `${SELLER.shop} · ${SELLER.email}`,
    ],
    PAGE.margin,
    { size: SIZE.small, grey: true },
  );
  return doc.save();
}
