// An electronic document as the shop issues it to the SRI: what its XML carries, what its RIDE
// (the printed representation) shows and what the buyer's e-mail names. The XML builder, the
// RIDE and the sending all read this one shape; amounts are integer cents, as everywhere else.

/** Ambiente: 1 pruebas (celcer.sri.gob.ec), 2 producción (cel.sri.gob.ec). */
export type SriEnvironment = 'pruebas' | 'produccion';

export const ENVIRONMENT_CODE: Record<SriEnvironment, '1' | '2'> = {
  pruebas: '1',
  produccion: '2',
};

/** codDoc: 01 factura, 04 nota de crédito. */
export type ElectronicDocumentKind = 'factura' | 'notaCredito';

export const DOCUMENT_CODE: Record<ElectronicDocumentKind, '01' | '04'> = {
  factura: '01',
  notaCredito: '04',
};

/** The seller as the SRI knows it (infoTributaria and the issuer's part of the document). */
export type Issuer = {
  ruc: string;
  /** razonSocial. */
  legalName: string;
  /** nombreComercial, when the shop has one. */
  tradeName: string | null;
  /** dirMatriz. */
  headOfficeAddress: string;
  /** dirEstablecimiento: the address of the establishment that issues. */
  establishmentAddress: string;
  /** contribuyenteEspecial: its resolution number, when the SRI named the seller one. */
  specialTaxpayerResolution: string | null;
  /** obligadoContabilidad SI / NO. */
  keepsAccounts: boolean;
  /** agenteRetencion: its resolution number, when the seller is a withholding agent. */
  withholdingAgentResolution: string | null;
  /** contribuyenteRimpe legend, when the seller is in the RIMPE regime. */
  rimpe: 'CONTRIBUYENTE RÉGIMEN RIMPE' | 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE' | null;
};

/**
 * tipoIdentificacionComprador: 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final
 * (9999999999999, «CONSUMIDOR FINAL»), 08 identificación del exterior.
 */
export type BuyerIdentificationType = '04' | '05' | '06' | '07' | '08';

export type Buyer = {
  identificationType: BuyerIdentificationType;
  identification: string;
  /** razonSocialComprador. */
  name: string;
  /** direccionComprador. */
  address: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * IVA per line: codigoPorcentaje 0 (0 %), 2 (12 %), 3 (14 %), 4 (15 %), 5 (5 %), 6 no objeto de
 * impuesto, 7 exento, 8 (IVA diferenciado), 10 (13 %). `rate` is the percentage (tarifa).
 */
export type LineTax = {
  /** codigo 2: IVA. */
  code: '2';
  rateCode: string;
  rate: number;
  /** baseImponible. */
  baseCents: number;
  /** valor. */
  amountCents: number;
};

export type DocumentLine = {
  /** codigoPrincipal (factura) or codigoInterno (nota de crédito). */
  code: string;
  description: string;
  /** cantidad: up to 6 decimals. */
  quantity: number;
  /** precioUnitario, in cents (whole cents: the shop prices to the cent). */
  unitPriceCents: number;
  /** descuento. */
  discountCents: number;
  /** precioTotalSinImpuesto = quantity × unit price − discount. */
  subtotalCents: number;
  tax: LineTax;
  /** detallesAdicionales (at most 3): presentation, unit… */
  details?: { name: string; value: string }[];
};

/** totalConImpuestos: one entry per IVA rate code. */
export type TaxTotal = {
  code: '2';
  rateCode: string;
  rate: number;
  baseCents: number;
  amountCents: number;
};

/** formaPago: 01 sin utilización del sistema financiero (cash), 20 otros con utilización del sistema financiero (transfer), 19 tarjeta de crédito… */
export type Payment = {
  method: string;
  totalCents: number;
  /** plazo and unidadTiempo, for credit. */
  termDays?: number;
};

export type ElectronicDocument = {
  kind: ElectronicDocumentKind;
  /** version attribute of the root: «1.1.0» (or «2.1.0» for a factura). */
  version: string;
  environment: SriEnvironment;
  issuer: Issuer;
  /** estab, 3 digits. */
  establishment: string;
  /** ptoEmi, 3 digits. */
  emissionPoint: string;
  /** secuencial, 9 digits. */
  sequential: string;
  /** claveAcceso, 49 digits. */
  accessKey: string;
  /** fechaEmision, the shop's calendar day (America/Guayaquil), `yyyy-mm-dd`. */
  issueDate: string;
  buyer: Buyer;
  lines: DocumentLine[];
  /** totalSinImpuestos: sum of the lines' subtotals. */
  subtotalCents: number;
  /** totalDescuento. */
  discountCents: number;
  taxes: TaxTotal[];
  /** importeTotal (factura) or valorModificacion (nota de crédito). */
  totalCents: number;
  /** Factura only. */
  payments: Payment[];
  /** campoAdicional (nombre, text): the buyer's e-mail and telephone, the order's number… */
  additionalInfo: { name: string; value: string }[];
  /** Nota de crédito only: the invoice it modifies and why. */
  modifies?: {
    /** codDocModificado: 01 factura. */
    documentCode: '01';
    /** numDocModificado, `001-002-000000123`. */
    number: string;
    /** fechaEmisionDocSustento, `yyyy-mm-dd`. */
    issueDate: string;
    /** motivo. */
    reason: string;
  };
};

/** What the SRI answered when it authorised a document. */
export type Authorization = {
  /** numeroAutorizacion (the access key, for offline documents). */
  number: string;
  /** fechaAutorizacion, ISO 8601 with its offset. */
  authorizedAt: string;
  environment: SriEnvironment;
};

/** `001-002-000000123`. */
export function documentNumber(
  document: Pick<ElectronicDocument, 'establishment' | 'emissionPoint' | 'sequential'>,
): string {
  return `${document.establishment}-${document.emissionPoint}-${document.sequential}`;
}
