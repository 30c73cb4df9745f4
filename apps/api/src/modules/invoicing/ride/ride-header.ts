import bwipjs from 'bwip-js/node';
import {
  documentNumber,
  type Authorization,
  type ElectronicDocument,
} from '../electronic-document';
import {
  BORDER,
  INK,
  labelled,
  PADDING,
  PAGE_MARGIN,
  strokeBox,
  contentWidth,
  type Doc,
} from './ride-layout';
import { formatAuthorizationDate, formatSriDate, printable } from './ride-text';

// The RIDE's top: the issuer's box on the left (under the logo), the document's box on the right
// with its authorisation and access key as text and as a Code 128 barcode, and the buyer below.

export const DOCUMENT_TITLES: Record<ElectronicDocument['kind'], string> = {
  factura: 'FACTURA',
  notaCredito: 'NOTA DE CRÉDITO',
};

const ENVIRONMENT_NAMES: Record<Authorization['environment'], string> = {
  pruebas: 'PRUEBAS',
  produccion: 'PRODUCCIÓN',
};

/** A Code 128 module's width on paper: 0.265 mm, at least what a common scanner reads. */
const MODULE_POINTS = 0.75;
/** Image pixels per module: sharp at 300 dpi and above once printed. */
const PIXELS_PER_MODULE = 4;
const BARCODE_HEIGHT = 38;

/** The access key as a Code 128 barcode (PNG), and its width in modules. */
export async function accessKeyBarcode(accessKey: string) {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: accessKey,
    scale: PIXELS_PER_MODULE,
    height: 10,
    includetext: false,
  });
  return { png, modules: png.readUInt32BE(16) / PIXELS_PER_MODULE };
}

export type Barcode = Awaited<ReturnType<typeof accessKeyBarcode>>;

/** The seller's logo within `width` × `height` at (`x`, `y`); false when it is not an image. */
function drawLogo(doc: Doc, logo: Buffer, x: number, y: number, width: number, height: number) {
  try {
    doc.image(logo, x, y, { fit: [width, height], align: 'center', valign: 'center' });
    return true;
  } catch {
    // A file that is not a PNG or JPEG: the RIDE goes out without it rather than not at all.
    return false;
  }
}

/** The issuer's and the document's boxes; the y below them. */
export function drawHeader(
  doc: Doc,
  document: ElectronicDocument,
  authorization: Authorization,
  barcode: Barcode,
  logo: Buffer | null,
): number {
  const top = PAGE_MARGIN;
  const gap = 11;
  const boxWidth = (contentWidth(doc) - gap) / 2;
  const leftX = PAGE_MARGIN;
  const rightX = PAGE_MARGIN + boxWidth + gap;
  const inner = boxWidth - PADDING * 2;

  // The document's box, right.
  let y = top + PADDING;
  labelled(doc, 'R.U.C.', printable(document.issuer.ruc, 20), rightX + PADDING, y, inner, 11);
  y = doc.y + 4;
  doc.font('bold').fontSize(14).fillColor(INK);
  doc.text(DOCUMENT_TITLES[document.kind], rightX + PADDING, y, { width: inner });
  y = doc.y + 1;
  labelled(doc, 'No.', printable(documentNumber(document), 20), rightX + PADDING, y, inner, 10.5);
  y = doc.y + 6;
  doc
    .font('bold')
    .fontSize(8.5)
    .text('NÚMERO DE AUTORIZACIÓN', rightX + PADDING, y, { width: inner });
  doc.font('regular').fontSize(8.5).text(printable(authorization.number, 60), { width: inner });
  y = doc.y + 4;
  const rows: [string, string][] = [
    ['FECHA Y HORA DE AUTORIZACIÓN', formatAuthorizationDate(authorization.authorizedAt)],
    ['AMBIENTE', ENVIRONMENT_NAMES[authorization.environment]],
    ['EMISIÓN', 'NORMAL'],
  ];
  for (const [label, value] of rows) {
    y = labelled(doc, label, value, rightX + PADDING, y, inner) + 2;
  }
  y += 3;
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text('CLAVE DE ACCESO', rightX + PADDING, y, { width: inner });
  y = doc.y + 3;
  const barcodeWidth = Math.min(barcode.modules * MODULE_POINTS, inner);
  doc.image(barcode.png, rightX + (boxWidth - barcodeWidth) / 2, y, {
    width: barcodeWidth,
    height: BARCODE_HEIGHT,
  });
  y += BARCODE_HEIGHT + 3;
  doc.font('regular').fontSize(8.5).fillColor(INK);
  doc.text(document.accessKey, rightX + PADDING, y, { width: inner, align: 'center' });
  const rightBottom = doc.y + PADDING;

  // The issuer's box, left, under the logo when there is one.
  let issuerTop = top;
  if (logo && drawLogo(doc, logo, leftX, top, boxWidth, 80)) issuerTop = top + 80 + 8;
  const { issuer } = document;
  y = issuerTop + PADDING;
  doc.font('bold').fontSize(11).fillColor(INK);
  doc.text(printable(issuer.legalName), leftX + PADDING, y, { width: inner });
  y = doc.y + 2;
  if (issuer.tradeName && issuer.tradeName !== issuer.legalName) {
    doc
      .font('regular')
      .fontSize(10)
      .text(printable(issuer.tradeName), leftX + PADDING, y, {
        width: inner,
      });
    y = doc.y + 2;
  }
  y += 4;
  const issuerRows: [string, string][] = [
    ['Dirección Matriz', printable(issuer.headOfficeAddress)],
    ['Dirección Sucursal', printable(issuer.establishmentAddress)],
  ];
  if (issuer.specialTaxpayerResolution) {
    issuerRows.push([
      'Contribuyente Especial Nro.',
      printable(issuer.specialTaxpayerResolution, 20),
    ]);
  }
  issuerRows.push(['OBLIGADO A LLEVAR CONTABILIDAD', issuer.keepsAccounts ? 'SI' : 'NO']);
  if (issuer.withholdingAgentResolution) {
    issuerRows.push([
      'Agente de Retención Resolución No.',
      printable(issuer.withholdingAgentResolution, 20),
    ]);
  }
  for (const [label, value] of issuerRows) {
    y = labelled(doc, label, value, leftX + PADDING, y, inner) + 3;
  }
  if (issuer.rimpe) {
    doc.font('bold').fontSize(8.5).fillColor(INK);
    doc.text(issuer.rimpe, leftX + PADDING, y, { width: inner });
    y = doc.y + 3;
  }
  const leftBottom = y + PADDING - 3;

  // Both boxes end together, the taller one setting where.
  const bottom = Math.max(leftBottom, rightBottom);
  strokeBox(doc, rightX, top, boxWidth, bottom - top);
  strokeBox(doc, leftX, issuerTop, boxWidth, bottom - issuerTop);
  return bottom + 8;
}

const BUYER_TYPES: Record<string, string> = {
  '04': 'RUC',
  '05': 'Cédula',
  '06': 'Pasaporte',
  '07': 'Consumidor final',
  '08': 'Identificación del exterior',
};

/** The buyer, and for a credit note the invoice it modifies; the y below the box. */
export function drawBuyer(doc: Doc, document: ElectronicDocument, top: number): number {
  const width = contentWidth(doc);
  const inner = width - PADDING * 2;
  const x = PAGE_MARGIN + PADDING;
  const rightWidth = 170;
  const leftWidth = inner - rightWidth - 12;
  const rightX = x + leftWidth + 12;
  const { buyer } = document;

  let y = top + PADDING;
  const nameBottom = labelled(
    doc,
    'Razón Social / Nombres y Apellidos',
    printable(buyer.name),
    x,
    y,
    leftWidth,
  );
  const type = BUYER_TYPES[buyer.identificationType];
  const idBottom = labelled(
    doc,
    'Identificación',
    `${printable(buyer.identification, 20)}${type ? ` (${type})` : ''}`,
    rightX,
    y,
    rightWidth,
  );
  y = Math.max(nameBottom, idBottom) + 3;
  y = labelled(doc, 'Fecha Emisión', formatSriDate(document.issueDate), x, y, leftWidth) + 3;
  if (buyer.address) {
    y = labelled(doc, 'Dirección', printable(buyer.address), x, y, inner) + 3;
  }
  if (document.modifies) {
    const { modifies } = document;
    doc
      .moveTo(PAGE_MARGIN, y + 2)
      .lineTo(PAGE_MARGIN + width, y + 2)
      .lineWidth(0.5)
      .stroke(BORDER);
    y += 7;
    const rows: [string, string][] = [
      ['Comprobante que se modifica', `FACTURA ${printable(modifies.number, 20)}`],
      ['Fecha Emisión (Comprobante a modificar)', formatSriDate(modifies.issueDate)],
      ['Razón de Modificación', printable(modifies.reason)],
    ];
    for (const [label, value] of rows) y = labelled(doc, label, value, x, y, inner) + 3;
  }
  const bottom = y + PADDING - 3;
  strokeBox(doc, PAGE_MARGIN, top, width, bottom - top);
  return bottom + 8;
}
