import {
  GHS_DIAMOND,
  GHS_INK,
  GHS_PAPER,
  GHS_RED,
  GHS_SYMBOLS,
  type GhsShape,
} from '@quimia/contracts/ghs-shapes';
import { GHS_PICTOGRAM_LABELS, type GhsPictogram } from '@quimia/contracts';
import {
  bottomLimit,
  HAZARD,
  INK,
  MUTED,
  PAGE_MARGIN,
  type Doc,
  type QuotationPdfData,
} from './quotation-pdf-layout';

// The quotation's PDF box of dangerous products, with their GHS pictograms drawn as on a label.

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
export function drawHazards(doc: Doc, data: QuotationPdfData) {
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
