import { formatKilograms, type QuotationLine } from '@quimia/contracts';
import { formatCents } from '../../lib/money';
import {
  BRAND,
  bottomLimit,
  drawRule,
  HAZARD,
  INK,
  MUTED,
  PAGE_MARGIN,
  ZEBRA,
  type Doc,
  type QuotationPdfData,
} from './quotation-pdf-layout';

// The quotation's PDF tables: its lines, and its figures as an invoice shows them.

const COLUMNS = [
  { key: 'code', label: 'Código', width: 62, align: 'left' },
  { key: 'product', label: 'Producto', width: 170, align: 'left' },
  { key: 'presentation', label: 'Presentación', width: 88, align: 'left' },
  { key: 'quantity', label: 'Cant.', width: 40, align: 'right' },
  { key: 'unit', label: 'P. unitario', width: 72, align: 'right' },
  { key: 'total', label: 'Total', width: 83, align: 'right' },
] as const;

const IVA_MARKS: Record<QuotationLine['ivaCode'], string> = {
  iva: '',
  cero: ' ¹',
  exento: ' ²',
  no_objeto: ' ³',
};

const quantityFormat = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 0 });

function ivaLabel(rate: number) {
  return `${String(rate).replace('.', ',')} %`;
}

function cellTexts(line: QuotationLine): Record<(typeof COLUMNS)[number]['key'], string> {
  return {
    code: line.productCode,
    product: line.productName + IVA_MARKS[line.ivaCode],
    presentation: line.presentationLabel,
    quantity: quantityFormat.format(line.quantity),
    unit: line.unitPriceCents === null ? 'A consultar' : formatCents(line.unitPriceCents),
    total: line.subtotalCents === null ? '—' : formatCents(line.subtotalCents),
  };
}

function drawTableHead(doc: Doc) {
  const y = doc.y;
  const width = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  doc.rect(PAGE_MARGIN, y, width, 20).fill(BRAND);
  let x = PAGE_MARGIN;
  doc.font('bold').fontSize(8.5).fillColor('#FFFFFF');
  for (const column of COLUMNS) {
    doc.text(column.label, x + 5, y + 6, {
      width: column.width - 10,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  doc.y = y + 20;
}

/** The lines: one row each (the product's name wraps), striped, with the head on every page. */
export function drawLines(doc: Doc, data: QuotationPdfData) {
  drawTableHead(doc);
  const width = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  data.lines.forEach((line, index) => {
    const texts = cellTexts(line);
    doc.font('regular').fontSize(9);
    const notes = line.note ? [line.note] : [];
    const heights = COLUMNS.map((column) =>
      doc.heightOfString(texts[column.key], { width: column.width - 10 }),
    );
    doc.fontSize(7.5);
    const noteHeight = notes.length
      ? doc.heightOfString(notes.join(' '), { width: COLUMNS[1].width + COLUMNS[2].width - 10 }) + 2
      : 0;
    const height = Math.max(...heights) + noteHeight + 10;
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawTableHead(doc);
    }
    const y = doc.y;
    if (index % 2 === 1) doc.rect(PAGE_MARGIN, y, width, height).fill(ZEBRA);
    let x = PAGE_MARGIN;
    for (const column of COLUMNS) {
      const unpriced = column.key === 'unit' && line.unitPriceCents === null;
      doc
        .font(column.key === 'total' || unpriced ? 'medium' : 'regular')
        .fontSize(9)
        .fillColor(unpriced ? HAZARD : INK);
      doc.text(texts[column.key], x + 5, y + 5, { width: column.width - 10, align: column.align });
      x += column.width;
    }
    if (notes.length) {
      doc.font('regular').fontSize(7.5).fillColor(MUTED);
      doc.text(notes.join(' '), PAGE_MARGIN + COLUMNS[0].width + 5, y + 5 + Math.max(...heights), {
        width: COLUMNS[1].width + COLUMNS[2].width - 10,
      });
    }
    doc.y = y + height;
    drawRule(doc, doc.y, width, 0.5);
  });
  doc.y += 6;
}

/** The figures as an Ecuadorian invoice shows them, boxed on the right. */
export function drawTotals(doc: Doc, data: QuotationPdfData) {
  const { summary, lines } = data;
  const rate = ivaLabel(summary.ivaRate);
  const rows: [string, number][] = [[`Subtotal IVA ${rate}`, summary.subtotalTaxableCents]];
  rows.push(['Subtotal IVA 0 %', summary.subtotalZeroCents]);
  if (summary.subtotalExemptCents > 0)
    rows.push(['Subtotal exento de IVA', summary.subtotalExemptCents]);
  if (summary.subtotalNotSubjectCents > 0) {
    rows.push(['Subtotal no objeto de IVA', summary.subtotalNotSubjectCents]);
  }
  const goods =
    summary.subtotalTaxableCents +
    summary.subtotalZeroCents +
    summary.subtotalExemptCents +
    summary.subtotalNotSubjectCents;
  if (summary.discountCents > 0) rows.push(['Descuento', -summary.discountCents]);
  // A part out of range (held at the largest safe integer) leaves the sum out of range too.
  rows.push([
    'Subtotal sin impuestos',
    goods >= Number.MAX_SAFE_INTEGER ? goods : goods - summary.discountCents,
  ]);
  rows.push([`IVA ${rate}`, summary.ivaCents]);

  const boxWidth = 230;
  const x = doc.page.width - PAGE_MARGIN - boxWidth;
  const needed = rows.length * 15 + 34;
  if (doc.y + needed > bottomLimit(doc)) doc.addPage();
  const top = doc.y;

  // What the marks beside product names mean, on the left of the figures.
  const marks = (['cero', 'exento', 'no_objeto'] as const).filter((code) =>
    lines.some((line) => line.ivaCode === code),
  );
  const legends: Record<(typeof marks)[number], string> = {
    cero: '¹ Tarifa IVA 0 %',
    exento: '² Exento de IVA',
    no_objeto: '³ No objeto de IVA',
  };
  doc.font('regular').fontSize(8).fillColor(MUTED);
  let legendY = top + 2;
  for (const code of marks) {
    doc.text(legends[code], PAGE_MARGIN, legendY, { width: x - PAGE_MARGIN - 20 });
    legendY = doc.y;
  }
  if (data.shippingWeightKg != null) {
    doc.font('medium').fillColor(INK);
    doc.text(`Peso de envío: ${formatKilograms(data.shippingWeightKg)}`, PAGE_MARGIN, legendY + 2, {
      width: x - PAGE_MARGIN - 20,
    });
    legendY = doc.y;
  }
  const unpriced = lines.filter((line) => line.unitPriceCents === null).length;
  if (unpriced > 0) {
    doc.font('medium').fillColor(HAZARD);
    doc.text(
      unpriced === 1
        ? 'Un producto tiene precio a consultar: no está incluido en los totales.'
        : `${unpriced} productos tienen precio a consultar: no están incluidos en los totales.`,
      PAGE_MARGIN,
      legendY + 2,
      { width: x - PAGE_MARGIN - 20 },
    );
  }

  let y = top;
  for (const [label, cents] of rows) {
    doc.font('regular').fontSize(9.5).fillColor(INK);
    doc.text(label, x, y, { width: 140 });
    const amount = cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
    doc.text(amount, x + 140, y, { width: boxWidth - 140, align: 'right' });
    y += 15;
  }
  doc.rect(x, y + 2, boxWidth, 24).fill(BRAND);
  doc.font('bold').fontSize(11.5).fillColor('#FFFFFF');
  doc.text('TOTAL', x + 10, y + 8, { width: 100 });
  doc.text(formatCents(summary.totalCents), x + 100, y + 8, {
    width: boxWidth - 110,
    align: 'right',
  });
  doc.y = Math.max(y + 26, doc.y) + 16;
}
