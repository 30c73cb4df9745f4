import PDFDocument from 'pdfkit';
import {
  documentNumber,
  type Authorization,
  type ElectronicDocument,
} from '../electronic-document';
import { accessKeyBarcode, DOCUMENT_TITLES, drawBuyer, drawHeader } from './ride-header';
import { BORDER, contentWidth, FOOTER_SPACE, MUTED, PAGE_MARGIN, type Doc } from './ride-layout';
import { drawLines, drawSummary } from './ride-tables';
import { pdfFonts } from '../../../lib/pdf-fonts';
import { printable } from './ride-text';

// The RIDE (representación impresa del documento electrónico): what the buyer and the
// accountant read and file of an authorised factura or nota de crédito, laid out as the SRI's
// own and OCA's are (sri-emision.md §7.5): the issuer's box left, the document's box right with
// the access key as text and as a Code 128 barcode, the buyer, the lines, the totals, the
// additional information and the payment. Real text in embedded fonts, A4.

/** The document cannot be printed as it is (Spanish message for whoever asked for it). */
export class RideError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RideError';
  }
}

/** The authorised document's RIDE as a PDF. */
export async function renderRide(
  document: ElectronicDocument,
  authorization: Authorization,
  options: { logo?: Buffer | null } = {},
): Promise<Buffer> {
  // The barcode must say exactly the printed key: a key of another form is not printed at all.
  if (!/^\d{49}$/.test(document.accessKey)) {
    throw new RideError('La clave de acceso del documento no tiene 49 dígitos: no se imprime');
  }
  const barcode = await accessKeyBarcode(document.accessKey);
  const title = `${DOCUMENT_TITLES[document.kind]} ${printable(documentNumber(document), 20)}`;
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
      Title: title,
      Author: printable(document.issuer.legalName),
      Subject: `Clave de acceso ${document.accessKey}`,
      Creator: printable(document.issuer.tradeName ?? document.issuer.legalName),
    },
    lang: 'es-EC',
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('medium', fonts.medium);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeader(doc, document, authorization, barcode, options.logo ?? null);
  y = drawBuyer(doc, document, y);
  y = drawLines(doc, document, y, title);
  drawSummary(doc, document, y, title);
  drawFooters(doc, title);
  doc.end();
  return done;
}

/** On every page: which document it is and the page's number. */
function drawFooters(doc: Doc, title: string) {
  const range = doc.bufferedPageRange();
  const width = contentWidth(doc);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - PAGE_MARGIN - 10;
    // Writing below the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(PAGE_MARGIN, y - 5)
      .lineTo(PAGE_MARGIN + width, y - 5)
      .lineWidth(0.5)
      .stroke(BORDER);
    doc.font('regular').fontSize(7.5).fillColor(MUTED);
    doc.text(title, PAGE_MARGIN, y, { width: width - 90, lineBreak: false });
    doc.text(`Página ${index - range.start + 1} de ${range.count}`, PAGE_MARGIN + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
