import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  GHS_DIAMOND,
  GHS_INK,
  GHS_PAPER,
  GHS_RED,
  GHS_SYMBOLS,
  type GhsShape,
} from '@quimia/contracts/ghs-shapes';
import {
  GHS_PICTOGRAM_LABELS,
  IDENTIFICATION_TYPE_LABELS,
  countOf,
  QUOTATION_STATUS_LABELS,
  type Branch,
  type GhsPictogram,
  type IdentificationType,
  type QuotationLine,
  type QuotationStatus,
  type SaleSummary,
} from '@quimia/contracts';
import { formatCents } from '../../lib/money';
import { formatShopDay, shopDate } from '../../lib/shop-calendar';

// The fonts ship inside an npm package and are embedded (subset) in every PDF: accents and ñ
// render and copy as text, and nothing is downloaded when a PDF is made.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/barlow/files/barlow-latin-400-normal.woff'),
  medium: require.resolve('@fontsource/barlow/files/barlow-latin-500-normal.woff'),
  bold: require.resolve('@fontsource/barlow/files/barlow-latin-700-normal.woff'),
};

// What the embedded (latin) fonts draw; anything else printed as an empty box.
const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

const drawable = (text: string) =>
  [...text].every((char) => {
    const code = char.codePointAt(0)!;
    return FONT_RANGES.some(([from, to]) => code >= from && code <= to);
  });

/**
 * Text as the PDF's fonts can draw it: a character they lack takes its plain form when it has one
 * (H₂O → H2O, ﬁ → fi) and is left out otherwise (an emoji typed in the notes or a name), instead
 * of printing as an empty box.
 */
export function printableText(text: string): string {
  if (drawable(text)) return text;
  const kept = [...text].map((char) => {
    if (drawable(char)) return char;
    const plain = char.normalize('NFKC');
    return drawable(plain) ? plain : '';
  });
  return kept.join('').replace(/ {2,}/g, ' ');
}

/** Every text of `value` made printable (dates and numbers as they are). */
function printable<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, printable(inner)]),
    ) as T;
  }
  return value;
}

/** What the PDF shows: the seller (company settings), the quotation's revision and its buyer. */
export type QuotationPdfData = {
  seller: {
    tradeName: string;
    legalName: string;
    ruc: string | null;
    branches: readonly Branch[];
    whatsappNumber: string;
    conditions: string;
  };
  quotation: {
    number: string;
    revision: number;
    /** When this revision was made: the PDF's date. */
    issuedAt: Date;
    validUntil: string;
    status: QuotationStatus;
    /** The buyer's page, printed so a paper copy leads back to it. */
    link: string;
  };
  customer: {
    name: string;
    email: string;
    phone: string | null;
    identificationType: IdentificationType | null;
    identification: string;
    city: string;
    address: string;
  };
  lines: readonly QuotationLine[];
  summary: SaleSummary;
  sellerNotes: string;
  customerNotes: string;
};

const INK = '#1C252E';
const MUTED = '#637381';
const BRAND = '#005C41';
const RULE = '#DFE3E8';
const ZEBRA = '#F4F6F8';
const HAZARD = '#B71D18';

const PAGE_MARGIN = 40;
const FOOTER_SPACE = 32;

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

type Doc = PDFKit.PDFDocument;

function ivaLabel(rate: number) {
  return `${String(rate).replace('.', ',')} %`;
}

function identificationText(customer: QuotationPdfData['customer']): string | null {
  if (!customer.identificationType) return null;
  const label = IDENTIFICATION_TYPE_LABELS[customer.identificationType];
  return customer.identificationType === 'consumidor_final'
    ? label
    : `${label} ${customer.identification}`;
}

/** The seller's block and the document's box at the top of the first page. */
function drawHeader(doc: Doc, data: QuotationPdfData) {
  const { seller, quotation } = data;
  const top = PAGE_MARGIN;
  const boxWidth = 215;
  const boxX = doc.page.width - PAGE_MARGIN - boxWidth;
  const sellerWidth = boxX - PAGE_MARGIN - 16;

  doc.font('bold').fontSize(20).fillColor(BRAND);
  doc.text(seller.tradeName, PAGE_MARGIN, top, { width: sellerWidth });
  doc.font('regular').fontSize(9).fillColor(INK);
  if (seller.legalName && seller.legalName !== seller.tradeName) {
    doc.text(seller.legalName, { width: sellerWidth });
  }
  if (seller.ruc) doc.font('medium').text(`RUC ${seller.ruc}`, { width: sellerWidth });
  doc.font('regular').fillColor(MUTED);
  const main = seller.branches[0];
  if (main) doc.text(main.address, { width: sellerWidth });
  const sellerBottom = doc.y;

  // The document's box: what it is, its number, revision and dates.
  const rows: [string, string][] = [
    ['N.º', quotation.number],
    ['Revisión', String(quotation.revision)],
    ['Fecha de emisión', formatShopDay(shopDate(quotation.issuedAt))],
    ['Válida hasta', formatShopDay(quotation.validUntil)],
  ];
  if (quotation.status !== 'new' && quotation.status !== 'sent') {
    rows.push(['Estado', QUOTATION_STATUS_LABELS[quotation.status]]);
  }
  const boxHeight = 30 + rows.length * 14 + 8;
  doc.roundedRect(boxX, top, boxWidth, boxHeight, 4).fill(BRAND);
  doc.font('bold').fontSize(15).fillColor('#FFFFFF');
  doc.text('COTIZACIÓN', boxX, top + 9, { width: boxWidth, align: 'center' });
  let y = top + 32;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(9).fillColor('#DDF5EA');
    doc.text(label, boxX + 12, y, { width: 85, lineBreak: false });
    doc.font('bold').fillColor('#FFFFFF');
    doc.text(value, boxX + 97, y, { width: boxWidth - 109, align: 'right', lineBreak: false });
    y += 14;
  }
  doc.y = Math.max(sellerBottom, top + boxHeight) + 12;
}

/** A rule across the page's width at `y`, in the rules' colour. */
function drawRule(doc: Doc, y: number, width: number, lineWidth: number) {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + width, y)
    .lineWidth(lineWidth)
    .stroke(RULE);
}

/** A line of the seller's contacts: the name in bold, then its details in the muted colour. */
function drawContactLine(doc: Doc, name: string, details: string, width: number) {
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text(`${name}: `, PAGE_MARGIN, doc.y, { width, continued: true });
  doc.font('regular').fillColor(MUTED).text(details);
}

/** Each branch with its ways of contact, in one small line each. */
function drawBranches(doc: Doc, data: QuotationPdfData) {
  const width = doc.page.width - PAGE_MARGIN * 2;
  const { branches, whatsappNumber } = data.seller;
  drawRule(doc, doc.y, width, 0.8);
  doc.y += 6;
  for (const branch of branches) {
    const contacts = [
      branch.address,
      ...branch.landlines.map((phone) => `Tel. ${phone}`),
      ...branch.mobiles.map((phone) => `Cel. ${phone}`),
      ...branch.emails,
    ];
    drawContactLine(doc, branch.name, contacts.join(' · '), width);
  }
  drawContactLine(doc, 'WhatsApp', whatsappNumber, width);
  doc.y += 6;
  drawRule(doc, doc.y, width, 0.8);
  doc.y += 12;
}

/** The buyer: name, identification and how to reach them. */
function drawCustomer(doc: Doc, data: QuotationPdfData) {
  const { customer } = data;
  const width = doc.page.width - PAGE_MARGIN * 2;
  const top = doc.y;
  doc.font('bold').fontSize(8).fillColor(MUTED);
  doc.text('CLIENTE', PAGE_MARGIN, top);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(customer.name, PAGE_MARGIN, doc.y + 2, {
      width: width / 2,
    });
  const identification = identificationText(customer);
  doc.font('regular').fontSize(9).fillColor(INK);
  if (identification) doc.text(identification, { width: width / 2 });
  const leftBottom = doc.y;

  const right = PAGE_MARGIN + width / 2 + 10;
  const details = [
    ['Correo', customer.email],
    ['Teléfono', customer.phone],
    ['Ciudad', customer.city || null],
    ['Dirección', customer.address || null],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  let y = top + 12;
  for (const [label, value] of details) {
    doc.font('medium').fontSize(9).fillColor(MUTED);
    doc.text(`${label}:`, right, y, { width: 55 });
    doc.font('regular').fillColor(INK);
    doc.text(value, right + 56, y, { width: width / 2 - 66 });
    y = doc.y + 1;
  }
  doc.y = Math.max(leftBottom, y) + 14;
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

const bottomLimit = (doc: Doc) => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;

/** The lines: one row each (the product's name wraps), striped, with the head on every page. */
function drawLines(doc: Doc, data: QuotationPdfData) {
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
function drawTotals(doc: Doc, data: QuotationPdfData) {
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

function section(doc: Doc, title: string) {
  if (doc.y + 40 > bottomLimit(doc)) doc.addPage();
  doc.font('bold').fontSize(8).fillColor(MUTED);
  doc.text(title.toUpperCase(), PAGE_MARGIN, doc.y);
  doc.y += 2;
  doc.font('regular').fontSize(9).fillColor(INK);
}

const days = (count: number) => countOf(count, 'día hábil', 'días hábiles');

/** The seller's notes, the buyer's request, the conditions and the delivery times. */
function drawConditions(doc: Doc, data: QuotationPdfData) {
  const width = doc.page.width - PAGE_MARGIN * 2;
  if (data.sellerNotes) {
    section(doc, 'Observaciones');
    doc.text(data.sellerNotes, { width });
    doc.y += 10;
  }
  if (data.customerNotes) {
    section(doc, 'Solicitud del cliente');
    doc.fillColor(MUTED).text(data.customerNotes, { width });
    doc.y += 10;
  }

  const bullets: string[] = [];
  if (data.seller.conditions) bullets.push(...data.seller.conditions.split(/\n+/).filter(Boolean));
  bullets.push(
    `Validez de la oferta: hasta el ${formatShopDay(data.quotation.validUntil)}. Después de esa fecha los precios pueden cambiar.`,
  );
  bullets.push(
    'Forma de pago: transferencia bancaria, o pago al retirar en sucursal o contra entrega.',
  );
  const withLeadTime = data.lines.filter((line) => line.leadTimeDays > 0);
  if (withLeadTime.length === 0) {
    bullets.push(
      'Tiempo de entrega: inmediato, sujeto a disponibilidad de stock al confirmar el pedido.',
    );
  } else {
    const names = [
      ...new Map(withLeadTime.map((line) => [line.productName, line.leadTimeDays])).entries(),
    ]
      .map(([name, lead]) => `${name}: ${days(lead)}`)
      .join('; ');
    bullets.push(
      `Tiempo de entrega: inmediato para productos en stock; ${names}. Se cuenta desde la confirmación del pedido.`,
    );
  }
  bullets.push(
    'Precios unitarios en dólares de los Estados Unidos, sin IVA; el IVA se detalla en los totales.',
  );
  // The conditions are read together: they start a page of their own rather than split.
  doc.font('regular').fontSize(9);
  const height =
    20 +
    bullets.reduce((sum, bullet) => sum + doc.heightOfString(`•  ${bullet}`, { width }) + 2, 0);
  if (doc.y + height > bottomLimit(doc) && height < bottomLimit(doc) - PAGE_MARGIN) doc.addPage();
  section(doc, 'Condiciones comerciales');
  for (const bullet of bullets) {
    if (doc.y + 14 > bottomLimit(doc)) doc.addPage();
    doc.font('regular').fontSize(9).fillColor(INK);
    doc.text(`•  ${bullet}`, PAGE_MARGIN, doc.y, { width, indent: 0 });
    doc.y += 2;
  }
  doc.y += 8;
}

/** One shape of a pictogram's symbol, on its 100 × 100 box. */
function drawGhsShape(doc: Doc, shape: GhsShape) {
  doc.save();
  if (shape.kind === 'rect') {
    if (shape.rotate) doc.rotate(shape.rotate[0], { origin: [shape.rotate[1], shape.rotate[2]] });
    if (shape.rx) doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx);
    else doc.rect(shape.x, shape.y, shape.width, shape.height);
    doc.fill(GHS_INK);
  } else {
    if (shape.kind === 'circle') doc.circle(shape.cx, shape.cy, shape.r);
    else {
      if (shape.move) doc.translate(shape.move.x, shape.move.y).scale(shape.move.scale ?? 1);
      doc.path(shape.d);
    }
    const fill = shape.fill ?? GHS_INK;
    if (shape.stroke) {
      doc.lineWidth(shape.stroke).lineCap(shape.kind === 'path' && shape.round ? 'round' : 'butt');
      if (fill === 'none') doc.stroke(GHS_INK);
      else doc.fillAndStroke(fill, GHS_INK);
    } else doc.fill(fill);
  }
  doc.restore();
}

/** A GHS pictogram as its label shows it: the red diamond and its black symbol. */
function drawGhsPictogram(doc: Doc, x: number, y: number, size: number, code: string) {
  const symbol = GHS_SYMBOLS[code as GhsPictogram];
  doc.save();
  doc.translate(x, y).scale(size / 100);
  doc.path(GHS_DIAMOND).lineWidth(7).lineJoin('round').fillAndStroke(GHS_PAPER, GHS_RED);
  if (symbol) {
    if (symbol.rotate)
      doc.rotate(symbol.rotate[0], { origin: [symbol.rotate[1], symbol.rotate[2]] });
    for (const shape of symbol.shapes) drawGhsShape(doc, shape);
  }
  doc.restore();
}

/** Products with GHS pictograms: which, and what to read before handling them. */
function drawHazards(doc: Doc, data: QuotationPdfData) {
  const hazardous = new Map<string, string[]>();
  for (const line of data.lines) {
    if (line.ghsPictograms.length > 0) hazardous.set(line.productName, line.ghsPictograms);
  }
  if (hazardous.size === 0) return;
  const width = doc.page.width - PAGE_MARGIN * 2;
  if (doc.y + 40 + hazardous.size * 22 > bottomLimit(doc)) doc.addPage();
  const top = doc.y;
  doc.font('bold').fontSize(9.5).fillColor(HAZARD);
  doc.text('Productos peligrosos (SGA)', PAGE_MARGIN + 10, top + 8, { width: width - 20 });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  doc.text(
    'Lea la etiqueta y la hoja de datos de seguridad antes de manipularlos; use el equipo de protección indicado. Transporte y almacenamiento según NTE INEN 2266.',
    PAGE_MARGIN + 10,
    doc.y + 1,
    { width: width - 20 },
  );
  let y = doc.y + 6;
  for (const [name, pictograms] of hazardous) {
    let x = PAGE_MARGIN + 10;
    for (const code of pictograms) {
      drawGhsPictogram(doc, x, y, 20, code);
      x += 23;
    }
    const labels = pictograms
      .map((code) => GHS_PICTOGRAM_LABELS[code as GhsPictogram] ?? code)
      .join(', ');
    doc.font('medium').fontSize(8.5).fillColor(INK);
    doc.text(`${name}: `, x + 4, y + 6, { width: width - (x - PAGE_MARGIN) - 14, continued: true });
    doc.font('regular').fillColor(MUTED).text(labels);
    y = Math.max(y + 24, doc.y + 4);
  }
  doc
    .roundedRect(PAGE_MARGIN, top, width, y - top + 2, 4)
    .lineWidth(0.8)
    .stroke(HAZARD);
  doc.y = y + 12;
}

/** On every page: what the document is (and is not), the buyer's link, the page number. */
function drawFooters(doc: Doc, data: QuotationPdfData) {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - PAGE_MARGIN * 2;
  const { status } = data.quotation;
  const openToAccept = status === 'new' || status === 'sent';
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN - 18;
    // Writing below the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawRule(doc, y - 6, width, 0.5);
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(
      `${data.seller.tradeName} · Cotización ${data.quotation.number}, revisión ${data.quotation.revision}. Este documento no es un comprobante de venta.`,
      PAGE_MARGIN,
      y,
      { width: width - 80, lineBreak: false },
    );
    doc.text(`Página ${index - range.start + 1} de ${range.count}`, PAGE_MARGIN + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc
      .fillColor(BRAND)
      // Only a quotation still open to accepting asks to be accepted (not one in an order).
      .text(
        `${openToAccept ? 'Véala y acéptela' : 'Véala'} en línea: ${data.quotation.link}`,
        PAGE_MARGIN,
        y + 10,
        {
          width,
          lineBreak: false,
          link: data.quotation.link,
        },
      );
    doc.page.margins.bottom = margin;
  }
}

/** The quotation's PDF: real text in embedded fonts, A4, ready to print or forward. */
export async function renderQuotationPdf(given: QuotationPdfData): Promise<Buffer> {
  const data = printable(given);
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: PAGE_MARGIN,
      left: PAGE_MARGIN,
      right: PAGE_MARGIN,
      bottom: PAGE_MARGIN + FOOTER_SPACE,
    },
    bufferPages: true,
    info: {
      Title: `Cotización ${data.quotation.number}`,
      Author: data.seller.tradeName,
      Subject: `Cotización para ${data.customer.name}`,
      Creator: data.seller.tradeName,
    },
    lang: 'es-EC',
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('medium', FONTS.medium);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, data);
  drawBranches(doc, data);
  drawCustomer(doc, data);
  drawLines(doc, data);
  drawTotals(doc, data);
  drawHazards(doc, data);
  drawConditions(doc, data);
  drawFooters(doc, data);
  doc.end();
  return done;
}
