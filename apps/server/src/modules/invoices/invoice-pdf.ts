import {
  INVOICE_KIND_LABELS,
  SERVER_TEXT_PLACE,
  formatDate,
  formatMoney,
} from '@streamfront/contract';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../../db/schema/index.ts';
import { pdfText, printsAsIs } from './pdf-text.ts';

/** What a document's PDF shows beside the document itself. */
export interface InvoicePdfInput {
  document: InvoiceRow;
  /** The order it is for: the number the customer knows it by. */
  orderNumber: string;
  /** A credit note's invoice number. */
  refersTo: string | null;
}

const PAGE = { width: 595.28, margin: 50 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const MUTED = '#555555';
const INK = '#111111';
const RULE = '#bbbbbb';

/** "$19.99", or "INR 19.99" for a currency whose sign the PDF's font cannot print. */
function money(minor: number, currency: string, sign: '' | '-' = ''): string {
  const { locale } = SERVER_TEXT_PLACE;
  const symbol = formatMoney(minor, currency, locale);
  if (printsAsIs(symbol)) return `${sign}${symbol}`;
  try {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return `${sign}${pdfText(format.format(minor / 10 ** digits))}`;
  } catch {
    return `${sign}${pdfText(symbol)}`;
  }
}

const day = (at: Date | null) => formatDate(at, SERVER_TEXT_PLACE);

/** "20%" or "7.25%". */
export const percentOf = (rateBp: number) => `${rateBp / 100}%`;

/**
 * The invoice or credit note as an A4 PDF (pdfkit), streamed: the caller sends the returned
 * document as the answer's body. Everything printed comes from the document as it was
 * issued; nothing is read from today's settings.
 */
export function renderInvoicePdf({ document: doc, orderNumber, refersTo }: InvoicePdfInput) {
  const credit = doc.kind === 'credit_note';
  const title = INVOICE_KIND_LABELS[doc.kind];
  const sign = credit ? '-' : '';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: pdfText(`${title} ${doc.number}`),
      Author: pdfText(doc.seller.name),
      Subject: pdfText(doc.description),
    },
  });
  const text = (value: string) => pdfText(value);
  const left = PAGE.margin;
  const top = PAGE.margin;

  // The seller, top left; the document's title and numbers, top right.
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(14);
  pdf.text(text(doc.seller.name), left, top, { width: CONTENT / 2 });
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED);
  if (doc.seller.address) pdf.text(text(doc.seller.address), { width: CONTENT / 2 });
  if (doc.seller.taxNumber) pdf.text(text(`Tax number: ${doc.seller.taxNumber}`));
  const sellerBottom = pdf.y;

  const right = left + CONTENT / 2;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(22);
  pdf.text(title.toUpperCase(), right, top, { width: CONTENT / 2, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Number', doc.number],
    ['Issued', day(doc.issuedAt)],
    ['Order', orderNumber],
  ];
  if (refersTo) facts.push(['Corrects invoice', refersTo]);
  for (const [term, value] of facts) {
    pdf.text(text(`${term}: ${value}`), right, pdf.y, { width: CONTENT / 2, align: 'right' });
  }

  // The buyer.
  let y = Math.max(sellerBottom, pdf.y) + 28;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
  pdf.text(credit ? 'CREDITED TO' : 'BILL TO', left, y);
  pdf.font('Helvetica').fillColor(INK).fontSize(11);
  pdf.text(text(doc.buyer.name));
  pdf.fontSize(10);
  if (doc.buyer.email) pdf.text(text(doc.buyer.email));
  if (doc.buyer.address) pdf.text(text(doc.buyer.address), { width: CONTENT / 2 });

  // The lines: what was bought, for which period, at what price.
  const columns = { description: left, period: left + 240, amount: left + CONTENT - 110 };
  y = pdf.y + 28;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
  pdf.text('DESCRIPTION', columns.description, y);
  pdf.text('PERIOD', columns.period, y);
  pdf.text('AMOUNT', columns.amount, y, { width: 110, align: 'right' });
  y = pdf.y + 4;
  pdf
    .moveTo(left, y)
    .lineTo(left + CONTENT, y)
    .strokeColor(RULE)
    .stroke();

  const line = (description: string, period: string, amount: string) => {
    const rowTop = pdf.y + 8;
    pdf.font('Helvetica').fontSize(10).fillColor(INK);
    pdf.text(text(description), columns.description, rowTop, { width: 230 });
    const descriptionBottom = pdf.y;
    pdf.text(text(period), columns.period, rowTop, { width: 140 });
    const periodBottom = pdf.y;
    pdf.text(text(amount), columns.amount, rowTop, { width: 110, align: 'right' });
    pdf.y = Math.max(descriptionBottom, periodBottom, pdf.y);
  };
  pdf.y = y;
  const period =
    doc.periodStart && doc.periodEnd ? `${day(doc.periodStart)} – ${day(doc.periodEnd)}` : '—';
  line(doc.description, period, money(doc.subtotal, doc.currency, sign));
  if (doc.discount > 0) line('Discount', '', money(doc.discount, doc.currency, credit ? '' : '-'));

  y = pdf.y + 8;
  pdf
    .moveTo(left, y)
    .lineTo(left + CONTENT, y)
    .strokeColor(RULE)
    .stroke();

  // The totals: without tax, the tax, and the total (prices include the tax).
  const totals: [string, string, boolean][] = [];
  if (doc.taxRate > 0) {
    totals.push([
      'Total excluding tax',
      money(doc.total - doc.taxAmount, doc.currency, sign),
      false,
    ]);
    totals.push([`Tax ${percentOf(doc.taxRate)}`, money(doc.taxAmount, doc.currency, sign), false]);
  }
  totals.push([credit ? 'Total credited' : 'Total', money(doc.total, doc.currency, sign), true]);
  pdf.y = y + 4;
  for (const [term, amount, strong] of totals) {
    const rowTop = pdf.y + 6;
    pdf
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    pdf.text(term, columns.period, rowTop, { width: 140 });
    pdf.text(text(amount), columns.amount, rowTop, { width: 110, align: 'right' });
  }

  // What the reader needs to know about the figures and the payment.
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  const notes = [
    doc.taxRate > 0
      ? `Prices include ${percentOf(doc.taxRate)} tax.`
      : 'No tax is charged on this document.',
    credit
      ? `This credit note takes back invoice ${refersTo ?? ''} in full; the amount is refunded to the customer.`
      : `Paid in full. Thank you for your order.`,
  ];
  for (const note of notes) pdf.text(text(note), left, pdf.y, { width: CONTENT });

  pdf.end();
  return pdf;
}
