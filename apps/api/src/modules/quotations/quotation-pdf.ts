import PDFDocument from 'pdfkit';
import { drawHazards } from './quotation-pdf-hazards';
import { FOOTER_SPACE, PAGE_MARGIN, type QuotationPdfData } from './quotation-pdf-layout';
import {
  drawBranches,
  drawConditions,
  drawCustomer,
  drawFooters,
  drawHeader,
} from './quotation-pdf-sections';
import { drawLines, drawTotals } from './quotation-pdf-tables';
import { pdfFonts } from '../../lib/pdf-fonts';
import { printable } from './quotation-pdf-text';

export type { QuotationPdfData } from './quotation-pdf-layout';
export { printableText } from './quotation-pdf-text';

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
