import { formatCents } from '@quimia/contracts/amounts';
import type { DocumentLine, ElectronicDocument, TaxTotal } from '../electronic-document';
import {
  BORDER,
  bottomLimit,
  contentWidth,
  HEAD_FILL,
  INK,
  MUTED,
  PADDING,
  PAGE_MARGIN,
  type Doc,
} from './ride-layout';
import { formatQuantity, formatRate, paymentMethodName, printable } from './ride-text';

// The RIDE's tables: its lines (over as many pages as they take, the head on each), its totals
// as the SRI lists them, the additional information and the payment.

type Column = { key: keyof LineCells; label: string; width: number; align: 'left' | 'right' };
type LineCells = {
  code: string;
  quantity: string;
  description: string;
  details: string;
  unitPrice: string;
  discount: string;
  total: string;
};

const COLUMNS: Column[] = [
  { key: 'code', label: 'Cód. Principal', width: 62, align: 'left' },
  { key: 'quantity', label: 'Cant.', width: 44, align: 'right' },
  { key: 'description', label: 'Descripción', width: 150, align: 'left' },
  { key: 'details', label: 'Detalle Adicional', width: 95, align: 'left' },
  { key: 'unitPrice', label: 'Precio Unitario', width: 62, align: 'right' },
  { key: 'discount', label: 'Descuento', width: 55, align: 'right' },
  // The rest of the width.
  { key: 'total', label: 'Precio Total', width: 0, align: 'right' },
];

const CELL_PADDING = 4;
const HEAD_HEIGHT = 22;
const LINE_SIZE = 8;

function columnsFor(doc: Doc): Column[] {
  const fixed = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  return COLUMNS.map((column) =>
    column.width === 0 ? { ...column, width: contentWidth(doc) - fixed } : column,
  );
}

function lineCells(line: DocumentLine): LineCells {
  return {
    code: printable(line.code, 25),
    quantity: formatQuantity(line.quantity),
    description: printable(line.description),
    details: (line.details ?? [])
      .slice(0, 3)
      .map((detail) => `${printable(detail.name)}: ${printable(detail.value)}`)
      .join('\n'),
    unitPrice: formatCents(line.unitPriceCents),
    discount: formatCents(line.discountCents),
    total: formatCents(line.subtotalCents),
  };
}

/** A new page, headed by what the document is: the table or the text continues below. */
export function continuationPage(doc: Doc, title: string): number {
  doc.addPage();
  doc.font('bold').fontSize(8).fillColor(MUTED);
  doc.text(`${title} (continuación)`, PAGE_MARGIN, PAGE_MARGIN, {
    width: contentWidth(doc),
    lineBreak: false,
  });
  return PAGE_MARGIN + 16;
}

function drawTableHead(doc: Doc, columns: Column[], top: number): number {
  doc.rect(PAGE_MARGIN, top, contentWidth(doc), HEAD_HEIGHT).fillAndStroke(HEAD_FILL, BORDER);
  let x = PAGE_MARGIN;
  doc.font('bold').fontSize(7.5).fillColor(INK);
  for (const column of columns) {
    const height = doc.heightOfString(column.label, { width: column.width - CELL_PADDING * 2 });
    doc.text(column.label, x + CELL_PADDING, top + (HEAD_HEIGHT - height) / 2 + 0.5, {
      width: column.width - CELL_PADDING * 2,
      align: 'center',
    });
    x += column.width;
  }
  return top + HEAD_HEIGHT;
}

/** The lines: a row each (texts wrap within their cell), the head again on each new page. */
export function drawLines(doc: Doc, document: ElectronicDocument, top: number, title: string) {
  const columns = columnsFor(doc);
  const width = contentWidth(doc);
  let y = drawTableHead(doc, columns, top);
  for (const line of document.lines) {
    const cells = lineCells(line);
    doc.font('regular').fontSize(LINE_SIZE);
    const height =
      Math.max(
        ...columns.map((column) =>
          cells[column.key]
            ? doc.heightOfString(cells[column.key], { width: column.width - CELL_PADDING * 2 })
            : 0,
        ),
      ) +
      CELL_PADDING * 2;
    if (y + height > bottomLimit(doc)) {
      y = drawTableHead(doc, columns, continuationPage(doc, title));
    }
    let x = PAGE_MARGIN;
    for (const column of columns) {
      doc.font('regular').fontSize(LINE_SIZE).fillColor(INK);
      doc.text(cells[column.key], x + CELL_PADDING, y + CELL_PADDING, {
        width: column.width - CELL_PADDING * 2,
        align: column.align,
      });
      if (x > PAGE_MARGIN) {
        doc
          .moveTo(x, y)
          .lineTo(x, y + height)
          .lineWidth(0.5)
          .stroke(BORDER);
      }
      x += column.width;
    }
    doc.rect(PAGE_MARGIN, y, width, height).lineWidth(0.5).stroke(BORDER);
    y += height;
  }
  return y + 10;
}

/** A sum of cents; past the largest safe integer it is held there and prints «Fuera de rango». */
function sumCents(values: number[]): number {
  let sum = 0;
  for (const value of values) {
    if (Math.abs(value) >= Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
    sum += value;
  }
  return Math.abs(sum) >= Number.MAX_SAFE_INTEGER ? Number.MAX_SAFE_INTEGER : sum;
}

/** codigoPorcentaje 6 no objeto de IVA, 7 exento: their rate is 0 but they are not «0 %». */
const NOT_SUBJECT = '6';
const EXEMPT = '7';

/**
 * The rate shown when no line pays IVA: the general rate since April 2024, at zero, as every
 * RIDE lists it.
 */
const GENERAL_RATE = 15;

/** The totals as the SRI's RIDE lists them, from the document's totalConImpuestos. */
export function totalRows(document: ElectronicDocument): [string, number][] {
  const of = (taxes: TaxTotal[], pick: (tax: TaxTotal) => number) => sumCents(taxes.map(pick));
  const taxed = document.taxes.filter(
    (tax) => tax.rate > 0 && tax.rateCode !== NOT_SUBJECT && tax.rateCode !== EXEMPT,
  );
  const rates = [...new Set(taxed.map((tax) => tax.rate))].sort((a, b) => b - a);
  if (rates.length === 0) rates.push(GENERAL_RATE);
  const atRate = (rate: number) => taxed.filter((tax) => tax.rate === rate);
  const zero = document.taxes.filter(
    (tax) => tax.rate === 0 && tax.rateCode !== NOT_SUBJECT && tax.rateCode !== EXEMPT,
  );
  return [
    ...rates.map((rate): [string, number] => [
      `SUBTOTAL ${formatRate(rate)}`,
      of(atRate(rate), (tax) => tax.baseCents),
    ]),
    ['SUBTOTAL 0 %', of(zero, (tax) => tax.baseCents)],
    [
      'SUBTOTAL NO OBJETO DE IVA',
      of(
        document.taxes.filter((tax) => tax.rateCode === NOT_SUBJECT),
        (tax) => tax.baseCents,
      ),
    ],
    [
      'SUBTOTAL EXENTO DE IVA',
      of(
        document.taxes.filter((tax) => tax.rateCode === EXEMPT),
        (tax) => tax.baseCents,
      ),
    ],
    ['SUBTOTAL SIN IMPUESTOS', document.subtotalCents],
    ['TOTAL DESCUENTO', document.discountCents],
    ...rates.map((rate): [string, number] => [
      `IVA ${formatRate(rate)}`,
      of(atRate(rate), (tax) => tax.amountCents),
    ]),
    ['VALOR TOTAL', document.totalCents],
  ];
}

const ROW_HEIGHT = 14;
const TOTALS_WIDTH = 220;

/**
 * The totals on the right; on the left the additional information and the payment, which may
 * continue on a new page.
 */
export function drawSummary(doc: Doc, document: ElectronicDocument, top: number, title: string) {
  const rows = totalRows(document);
  let y = top;
  if (y + rows.length * ROW_HEIGHT > bottomLimit(doc)) y = continuationPage(doc, title);
  const summaryTop = y;
  const totalsX = PAGE_MARGIN + contentWidth(doc) - TOTALS_WIDTH;
  const labelWidth = 145;
  rows.forEach(([label, cents], index) => {
    const last = index === rows.length - 1;
    const rowY = summaryTop + index * ROW_HEIGHT;
    if (last) doc.rect(totalsX, rowY, TOTALS_WIDTH, ROW_HEIGHT).fill(HEAD_FILL);
    doc.rect(totalsX, rowY, TOTALS_WIDTH, ROW_HEIGHT).lineWidth(0.5).stroke(BORDER);
    doc
      .moveTo(totalsX + labelWidth, rowY)
      .lineTo(totalsX + labelWidth, rowY + ROW_HEIGHT)
      .stroke(BORDER);
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(8)
      .fillColor(INK);
    doc.text(label, totalsX + CELL_PADDING, rowY + 3.5, {
      width: labelWidth - CELL_PADDING * 2,
      lineBreak: false,
    });
    doc.text(formatCents(cents), totalsX + labelWidth + CELL_PADDING, rowY + 3.5, {
      width: TOTALS_WIDTH - labelWidth - CELL_PADDING * 2,
      align: 'right',
      lineBreak: false,
    });
  });

  const leftWidth = contentWidth(doc) - TOTALS_WIDTH - 14;
  y = drawAdditionalInfo(doc, document, summaryTop, leftWidth, title);
  if (document.payments.length > 0) y = drawPayments(doc, document, y, leftWidth, title);
}

/** «Información Adicional»: each field as name and value, wrapping; the y below it. */
function drawAdditionalInfo(
  doc: Doc,
  document: ElectronicDocument,
  top: number,
  width: number,
  title: string,
): number {
  const fields = document.additionalInfo.slice(0, 15);
  if (fields.length === 0) return top;
  const inner = width - PADDING * 2;
  const nameWidth = 90;
  let boxTop = top;
  let y = top + PADDING;
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text('Información Adicional', PAGE_MARGIN + PADDING, y, { width: inner });
  y = doc.y + 3;
  for (const field of fields) {
    const name = printable(field.name);
    const value = printable(field.value);
    doc.font('regular').fontSize(8);
    const height = Math.max(
      doc.heightOfString(name, { width: nameWidth - 4 }),
      doc.heightOfString(value, { width: inner - nameWidth }),
    );
    if (y + height + PADDING > bottomLimit(doc)) {
      // The box closes on this page and opens again on the next.
      doc
        .rect(PAGE_MARGIN, boxTop, width, y + PADDING - boxTop)
        .lineWidth(0.5)
        .stroke(BORDER);
      boxTop = continuationPage(doc, title);
      y = boxTop + PADDING;
    }
    doc
      .font('bold')
      .fillColor(MUTED)
      .text(name, PAGE_MARGIN + PADDING, y, { width: nameWidth - 4 });
    doc
      .font('regular')
      .fillColor(INK)
      .text(value, PAGE_MARGIN + PADDING + nameWidth, y, { width: inner - nameWidth });
    y += height + 2;
  }
  const bottom = y + PADDING - 2;
  doc
    .rect(PAGE_MARGIN, boxTop, width, bottom - boxTop)
    .lineWidth(0.5)
    .stroke(BORDER);
  return bottom + 8;
}

/** «Forma de pago» and its value (and term, for credit). */
function drawPayments(
  doc: Doc,
  document: ElectronicDocument,
  top: number,
  width: number,
  title: string,
): number {
  const valueWidth = 80;
  const nameWidth = width - valueWidth;
  let y = top;
  const head = () => {
    doc.rect(PAGE_MARGIN, y, width, ROW_HEIGHT).fillAndStroke(HEAD_FILL, BORDER);
    doc.font('bold').fontSize(8).fillColor(INK);
    doc.text('Forma de pago', PAGE_MARGIN + CELL_PADDING, y + 3.5, {
      width: nameWidth - CELL_PADDING * 2,
      lineBreak: false,
    });
    doc.text('Valor', PAGE_MARGIN + nameWidth + CELL_PADDING, y + 3.5, {
      width: valueWidth - CELL_PADDING * 2,
      align: 'right',
      lineBreak: false,
    });
    y += ROW_HEIGHT;
  };
  if (y + ROW_HEIGHT * 2 > bottomLimit(doc)) y = continuationPage(doc, title);
  head();
  for (const payment of document.payments) {
    const term = payment.termDays ? ` (plazo ${payment.termDays} días)` : '';
    const name = `${printable(payment.method, 4)} - ${paymentMethodName(payment.method)}${term}`;
    doc.font('regular').fontSize(8);
    const height = doc.heightOfString(name, { width: nameWidth - CELL_PADDING * 2 }) + 7;
    if (y + height > bottomLimit(doc)) {
      y = continuationPage(doc, title);
      head();
    }
    doc.rect(PAGE_MARGIN, y, width, height).lineWidth(0.5).stroke(BORDER);
    doc
      .moveTo(PAGE_MARGIN + nameWidth, y)
      .lineTo(PAGE_MARGIN + nameWidth, y + height)
      .stroke(BORDER);
    doc.fillColor(INK).text(name, PAGE_MARGIN + CELL_PADDING, y + 3.5, {
      width: nameWidth - CELL_PADDING * 2,
    });
    doc.text(formatCents(payment.totalCents), PAGE_MARGIN + nameWidth + CELL_PADDING, y + 3.5, {
      width: valueWidth - CELL_PADDING * 2,
      align: 'right',
      lineBreak: false,
    });
    y += height;
  }
  return y + 8;
}
