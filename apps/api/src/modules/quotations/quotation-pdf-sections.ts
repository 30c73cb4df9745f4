import { countOf, IDENTIFICATION_TYPE_LABELS, QUOTATION_STATUS_LABELS } from '@quimia/contracts';
import { formatShopDay, shopDate } from '../../lib/shop-calendar';
import {
  BRAND,
  bottomLimit,
  drawRule,
  INK,
  MUTED,
  PAGE_MARGIN,
  section,
  type Doc,
  type QuotationPdfData,
} from './quotation-pdf-layout';

// The quotation's PDF around its tables: the seller and the document at the top, the buyer, the
// conditions below the figures and the footer of every page.

function identificationText(customer: QuotationPdfData['customer']): string | null {
  if (!customer.identificationType) return null;
  const label = IDENTIFICATION_TYPE_LABELS[customer.identificationType];
  return customer.identificationType === 'consumidor_final'
    ? label
    : `${label} ${customer.identification}`;
}

/** The seller's block and the document's box at the top of the first page. */
export function drawHeader(doc: Doc, data: QuotationPdfData) {
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

/** A line of the seller's contacts: the name in bold, then its details in the muted colour. */
function drawContactLine(doc: Doc, name: string, details: string, width: number) {
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text(`${name}: `, PAGE_MARGIN, doc.y, { width, continued: true });
  doc.font('regular').fillColor(MUTED).text(details);
}

/** Each branch with its ways of contact, in one small line each. */
export function drawBranches(doc: Doc, data: QuotationPdfData) {
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
export function drawCustomer(doc: Doc, data: QuotationPdfData) {
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

const days = (count: number) => countOf(count, 'día hábil', 'días hábiles');

/** The seller's notes, the buyer's request, the conditions and the delivery times. */
export function drawConditions(doc: Doc, data: QuotationPdfData) {
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

/** On every page: what the document is (and is not), the buyer's link, the page number. */
export function drawFooters(doc: Doc, data: QuotationPdfData) {
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
