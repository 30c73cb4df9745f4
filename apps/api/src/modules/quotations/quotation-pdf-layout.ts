import type {
  Branch,
  IdentificationType,
  QuotationLine,
  QuotationStatus,
  SaleSummary,
} from '@quimia/contracts';

// What every part of the quotation's PDF shares: its data, colours, margins and page breaks.

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
  /** What the lines weigh for their freight (kg); null or absent: not known. */
  shippingWeightKg?: number | null;
  sellerNotes: string;
  customerNotes: string;
};

export const INK = '#1C252E';
export const MUTED = '#637381';
export const BRAND = '#005C41';
const RULE = '#DFE3E8';
export const ZEBRA = '#F4F6F8';
export const HAZARD = '#B71D18';

export const PAGE_MARGIN = 40;
export const FOOTER_SPACE = 32;

export type Doc = PDFKit.PDFDocument;

/** A rule across the page's width at `y`, in the rules' colour. */
export function drawRule(doc: Doc, y: number, width: number, lineWidth: number) {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + width, y)
    .lineWidth(lineWidth)
    .stroke(RULE);
}

export const bottomLimit = (doc: Doc) => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;

/** A section's small title; a new page first when the section would start at its bottom. */
export function section(doc: Doc, title: string) {
  if (doc.y + 40 > bottomLimit(doc)) doc.addPage();
  doc.font('bold').fontSize(8).fillColor(MUTED);
  doc.text(title.toUpperCase(), PAGE_MARGIN, doc.y);
  doc.y += 2;
  doc.font('regular').fontSize(9).fillColor(INK);
}
