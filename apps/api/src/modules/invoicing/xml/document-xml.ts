// The XML of an electronic document, in the element order of the SRI's schemas (factura 1.1.0 /
// 2.1.0, notaCredito 1.1.0). Built by fast-xml-parser's builder, which escapes every text and
// attribute: a buyer's name is data, never markup.
import { XMLBuilder } from 'fast-xml-parser';
import {
  DOCUMENT_CODE,
  ENVIRONMENT_CODE,
  type DocumentLine,
  type ElectronicDocument,
  type TaxTotal,
} from '../electronic-document';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: false,
  suppressEmptyNode: false,
});

/** Characters XML 1.0 cannot carry, and the line breaks the schemas' `[^\n]*` refuse. */
// eslint-disable-next-line no-control-regex
const UNWRITABLE = /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udfff]/g;

/** A text as the schemas take it: one line, no control characters, at most `max` characters. */
export function schemaText(value: string, max = 300): string {
  const clean = value.replace(UNWRITABLE, ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, max).join('').trim();
}

/** Cents as the schemas write money: `1234.50`. */
export function money(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`An amount of ${cents} cents cannot be written on an SRI document`);
  }
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A quantity with at most six decimals. */
function quantity(value: number): string {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`A quantity of ${value} cannot be written on an SRI document`);
  }
  return String(Number(value.toFixed(6)));
}

/** `yyyy-mm-dd` → `dd/mm/yyyy`. */
export function sriDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function rate(value: number): string {
  return value.toFixed(2);
}

function infoTributaria(document: ElectronicDocument) {
  const { issuer } = document;
  return {
    ambiente: ENVIRONMENT_CODE[document.environment],
    tipoEmision: '1',
    razonSocial: schemaText(issuer.legalName),
    ...(issuer.tradeName ? { nombreComercial: schemaText(issuer.tradeName) } : {}),
    ruc: issuer.ruc,
    claveAcceso: document.accessKey,
    codDoc: DOCUMENT_CODE[document.kind],
    estab: document.establishment,
    ptoEmi: document.emissionPoint,
    secuencial: document.sequential,
    dirMatriz: schemaText(issuer.headOfficeAddress),
    ...(issuer.withholdingAgentResolution
      ? { agenteRetencion: issuer.withholdingAgentResolution }
      : {}),
    ...(issuer.rimpe ? { contribuyenteRimpe: issuer.rimpe } : {}),
  };
}

function totalTaxes(taxes: TaxTotal[], withRate: boolean) {
  return {
    totalImpuesto: taxes.map((tax) => ({
      codigo: tax.code,
      codigoPorcentaje: tax.rateCode,
      baseImponible: money(tax.baseCents),
      ...(withRate ? { tarifa: rate(tax.rate) } : {}),
      valor: money(tax.amountCents),
    })),
  };
}

function lineDetails(line: DocumentLine) {
  const details = (line.details ?? []).slice(0, 3);
  return details.length
    ? {
        detallesAdicionales: {
          detAdicional: details.map((detail) => ({
            '@_nombre': schemaText(detail.name),
            '@_valor': schemaText(detail.value),
          })),
        },
      }
    : {};
}

function lineTax(line: DocumentLine) {
  return {
    impuestos: {
      impuesto: [
        {
          codigo: line.tax.code,
          codigoPorcentaje: line.tax.rateCode,
          tarifa: rate(line.tax.rate),
          baseImponible: money(line.tax.baseCents),
          valor: money(line.tax.amountCents),
        },
      ],
    },
  };
}

function additionalInfo(document: ElectronicDocument) {
  const fields = document.additionalInfo
    .map((field) => ({ name: schemaText(field.name), value: schemaText(field.value) }))
    .filter((field) => field.name && field.value)
    .slice(0, 15);
  return fields.length
    ? {
        infoAdicional: {
          campoAdicional: fields.map((field) => ({ '@_nombre': field.name, '#text': field.value })),
        },
      }
    : {};
}

function buyerName(document: ElectronicDocument) {
  return schemaText(document.buyer.name) || 'CONSUMIDOR FINAL';
}

function invoiceBody(document: ElectronicDocument) {
  const { issuer, buyer } = document;
  return {
    infoTributaria: infoTributaria(document),
    infoFactura: {
      fechaEmision: sriDate(document.issueDate),
      dirEstablecimiento: schemaText(issuer.establishmentAddress),
      ...(issuer.specialTaxpayerResolution
        ? { contribuyenteEspecial: issuer.specialTaxpayerResolution }
        : {}),
      obligadoContabilidad: issuer.keepsAccounts ? 'SI' : 'NO',
      tipoIdentificacionComprador: buyer.identificationType,
      razonSocialComprador: buyerName(document),
      identificacionComprador: buyer.identification,
      ...(buyer.address && schemaText(buyer.address)
        ? { direccionComprador: schemaText(buyer.address) }
        : {}),
      totalSinImpuestos: money(document.subtotalCents),
      totalDescuento: money(document.discountCents),
      totalConImpuestos: totalTaxes(document.taxes, true),
      propina: money(0),
      importeTotal: money(document.totalCents),
      moneda: 'DOLAR',
      pagos: {
        pago: document.payments.map((payment) => ({
          formaPago: payment.method,
          total: money(payment.totalCents),
          ...(payment.termDays ? { plazo: String(payment.termDays), unidadTiempo: 'dias' } : {}),
        })),
      },
    },
    detalles: {
      detalle: document.lines.map((line) => ({
        codigoPrincipal: schemaText(line.code, 25),
        descripcion: schemaText(line.description),
        cantidad: quantity(line.quantity),
        precioUnitario: money(line.unitPriceCents),
        descuento: money(line.discountCents),
        precioTotalSinImpuesto: money(line.subtotalCents),
        ...lineDetails(line),
        ...lineTax(line),
      })),
    },
    ...additionalInfo(document),
  };
}

function creditNoteBody(document: ElectronicDocument) {
  const { issuer, buyer, modifies } = document;
  if (!modifies) throw new Error('A credit note names the invoice it modifies');
  return {
    infoTributaria: infoTributaria(document),
    infoNotaCredito: {
      fechaEmision: sriDate(document.issueDate),
      dirEstablecimiento: schemaText(issuer.establishmentAddress),
      tipoIdentificacionComprador: buyer.identificationType,
      razonSocialComprador: buyerName(document),
      identificacionComprador: buyer.identification,
      ...(issuer.specialTaxpayerResolution
        ? { contribuyenteEspecial: issuer.specialTaxpayerResolution }
        : {}),
      obligadoContabilidad: issuer.keepsAccounts ? 'SI' : 'NO',
      codDocModificado: modifies.documentCode,
      numDocModificado: modifies.number,
      fechaEmisionDocSustento: sriDate(modifies.issueDate),
      totalSinImpuestos: money(document.subtotalCents),
      valorModificacion: money(document.totalCents),
      moneda: 'DOLAR',
      totalConImpuestos: totalTaxes(document.taxes, false),
      motivo: schemaText(modifies.reason),
    },
    detalles: {
      detalle: document.lines.map((line) => ({
        codigoInterno: schemaText(line.code, 25),
        descripcion: schemaText(line.description),
        cantidad: quantity(line.quantity),
        precioUnitario: money(line.unitPriceCents),
        descuento: money(line.discountCents),
        precioTotalSinImpuesto: money(line.subtotalCents),
        ...lineDetails(line),
        ...lineTax(line),
      })),
    },
    ...additionalInfo(document),
  };
}

/** The document's unsigned XML, with its declaration; the root carries id="comprobante". */
export function documentXml(document: ElectronicDocument): string {
  const root = {
    '@_id': 'comprobante',
    '@_version': document.version,
    ...(document.kind === 'factura' ? invoiceBody(document) : creditNoteBody(document)),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [document.kind]: root })}`;
}
