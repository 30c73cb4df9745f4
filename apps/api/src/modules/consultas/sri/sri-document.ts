// An SRI electronic document (comprobante electrónico) as the importer reads it, whatever the
// version of its XML (factura 1.0.0 to 2.1.0, notaCredito 1.0.0/1.1.0) and whether it came bare or
// inside the authorisation wrapper. Amounts of two decimals are integer cents; quantities and unit
// prices keep the six decimals the SRI allows.

/** The SRI's document codes the importer reads: 01 factura, 04 nota de crédito. */
export type SriDocumentKind = 'factura' | 'notaCredito';

/** One tax of a line or of the document's totals. */
export type SriTax = {
  /** 2 IVA, 3 ICE, 5 IRBPNR. */
  code: string;
  /** For IVA: 0 (0 %), 2 (12 %), 3 (14 %), 4 (15 %), 5 (5 %), 6 (no objeto), 7 (exento), 8, 10. */
  rateCode: string;
  /** Percentage as written (`15.00` → 15); null when the XML omits it. */
  rate: number | null;
  baseCents: number;
  valueCents: number;
};

export type SriLine = {
  /** `codigoPrincipal` (factura) or `codigoInterno` (nota de crédito); null when absent. */
  mainCode: string | null;
  /** `codigoAuxiliar` or `codigoAdicional`. */
  auxiliaryCode: string | null;
  description: string;
  /** `unidadMedida`, or a `detAdicional` named "Unidad"; null when neither. */
  unit: string | null;
  quantity: number;
  unitPrice: number;
  discountCents: number;
  /** `precioTotalSinImpuesto`. */
  subtotalCents: number;
  taxes: SriTax[];
  /** `detallesAdicionales/detAdicional` (nombre → valor). */
  additional: { name: string; value: string }[];
};

export type SriParty = {
  /** `tipoIdentificacionComprador`: 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final, 08 exterior. */
  identificationType: string;
  identification: string;
  name: string;
  address: string | null;
};

export type SriDocument = {
  kind: SriDocumentKind;
  /** The root's `version` attribute (`1.0.0`, `1.1.0`, `2.0.0`, `2.1.0`). */
  version: string;
  /** `claveAcceso`: 49 digits, check digit verified. */
  accessKey: string;
  /** From the authorisation wrapper, when the file had one. */
  authorization: { number: string; authorizedAt: string | null; status: string } | null;
  /** 1 pruebas, 2 producción (`infoTributaria/ambiente`). */
  environment: '1' | '2';
  issuer: {
    ruc: string;
    name: string;
    tradeName: string | null;
    /** `dirMatriz`. */
    address: string | null;
  };
  /** The buyer (factura) or the customer credited (nota de crédito). */
  buyer: SriParty;
  /** `001-001-000000123` (estab-ptoEmi-secuencial). */
  number: string;
  /** ISO `yyyy-mm-dd` from `fechaEmision` (dd/mm/yyyy). */
  issueDate: string;
  /** `totalSinImpuestos`. */
  subtotalCents: number;
  /** `totalDescuento` (0 on a nota de crédito, which has none). */
  discountCents: number;
  /** `propina` (0 when absent). */
  tipCents: number;
  /** `importeTotal` (factura) or `valorModificacion` (nota de crédito). */
  totalCents: number;
  /** `totalConImpuestos/totalImpuesto`. */
  taxes: SriTax[];
  /** `pagos/pago`: SRI payment code, amount, term. */
  payments: { method: string; totalCents: number; term: number | null; timeUnit: string | null }[];
  /** The document a nota de crédito modifies, and why; null for a factura. */
  modifies: { documentCode: string; number: string; issueDate: string; reason: string } | null;
  lines: SriLine[];
  /** `infoAdicional/campoAdicional` (nombre → texto): e-mail and phone are often here. */
  additional: { name: string; value: string }[];
  /** E-mail and phone of the buyer, read from `additional` (names vary: Email, Correo, Teléfono…). */
  buyerEmail: string | null;
  buyerPhone: string | null;
};

/** Why a file was refused; the message is Spanish, for the person who imported it. */
export type SriRefusalReason =
  | 'unsafe'
  | 'malformed'
  | 'unsupported-type'
  | 'bad-access-key'
  | 'totals-mismatch'
  /** An amount past the shop's money limits. */
  | 'out-of-range'
  | 'not-authorized';

export class SriDocumentError extends Error {
  constructor(
    readonly reason: SriRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'SriDocumentError';
  }
}
