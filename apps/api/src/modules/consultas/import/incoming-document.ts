import {
  isValidCedula,
  isValidRuc,
  type DocumentDirection,
  type PartyIdentificationType,
  type TaxDocumentKind,
} from '@quimia/contracts';
import type { SriDocument } from '../sri/sri-document';

// Whatever a sale or purchase came from (an SRI XML, rows of a CSV), the importer stores it from
// this one shape: which side of the business it is on, the other party, the figures and lines.

export type IncomingParty = {
  identificationType: PartyIdentificationType;
  identification: string;
  name: string;
  tradeName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
};

export type IncomingLine = {
  code: string | null;
  auxiliaryCode: string | null;
  description: string;
  unit: string | null;
  /** As the document states them (positive); the store signs them for a credit note. */
  quantity: number;
  unitPrice: number;
  discountCents: number;
  subtotalCents: number;
  ivaRate: number | null;
  ivaCents: number;
};

export type IncomingDocument = {
  sourceKey: string;
  accessKey: string | null;
  kind: TaxDocumentKind;
  direction: DocumentDirection;
  version: string | null;
  number: string;
  issueDate: string;
  /** The client (a sale) or the supplier (a purchase). */
  party: IncomingParty;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  details: Record<string, unknown>;
  authorizationNumber: string | null;
  authorizedAt: string | null;
  source: 'xml' | 'csv';
  fileName: string;
  lines: IncomingLine[];
};

/** A refusal the person importing can act on (Spanish). */
export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

/** SRI buyer identification codes (tabla 6). */
const SRI_IDENTIFICATION_TYPES: Record<string, PartyIdentificationType> = {
  '04': 'ruc',
  '05': 'cedula',
  '06': 'pasaporte',
  '07': 'consumidor_final',
  '08': 'exterior',
};

export const FINAL_CONSUMER_ID = '9999999999999';

/** Code 2 of the SRI's taxes is IVA. */
const IVA = '2';

/** A party's identification checked as its type says: a cédula or RUC must have its check digit. */
export function checkIdentification(
  type: PartyIdentificationType,
  identification: string,
  role: string,
): void {
  if (type === 'cedula' && !isValidCedula(identification)) {
    throw new ImportRefusal(`La cédula del ${role} (${identification}) no es válida`);
  }
  if (type === 'ruc' && !isValidRuc(identification)) {
    throw new ImportRefusal(`El RUC del ${role} (${identification}) no es válido`);
  }
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The document as the shop sees it: issued by the shop's RUC it is a sale to its buyer; addressed
 * to that RUC it is a purchase from its issuer; anything else is not the shop's.
 */
export function incomingFromSri(
  document: SriDocument,
  companyRuc: string,
  fileName: string,
): IncomingDocument {
  let direction: DocumentDirection;
  let party: IncomingParty;
  if (document.issuer.ruc === companyRuc) {
    direction = 'sale';
    const type = SRI_IDENTIFICATION_TYPES[document.buyer.identificationType];
    if (!type) {
      throw new ImportRefusal(
        `El tipo de identificación del comprador (${document.buyer.identificationType}) no es válido`,
      );
    }
    const identification =
      type === 'consumidor_final' ? FINAL_CONSUMER_ID : document.buyer.identification.trim();
    checkIdentification(type, identification, 'comprador');
    party = {
      identificationType: type,
      identification,
      name: type === 'consumidor_final' ? 'CONSUMIDOR FINAL' : document.buyer.name.trim(),
      tradeName: null,
      email: clean(document.buyerEmail),
      phone: clean(document.buyerPhone),
      address: clean(document.buyer.address),
    };
  } else if (document.buyer.identification.trim() === companyRuc) {
    direction = 'purchase';
    checkIdentification('ruc', document.issuer.ruc, 'proveedor');
    party = {
      identificationType: 'ruc',
      identification: document.issuer.ruc,
      name: document.issuer.name.trim(),
      tradeName: clean(document.issuer.tradeName),
      email: null,
      phone: null,
      address: clean(document.issuer.address),
    };
  } else {
    throw new ImportRefusal(
      `No es de nuestro RUC (${companyRuc}): lo emite ${document.issuer.ruc} y va dirigido a ${document.buyer.identification}`,
    );
  }

  const ivaOf = (taxes: SriDocument['taxes']) => taxes.find((tax) => tax.code === IVA);
  return {
    sourceKey: document.accessKey,
    accessKey: document.accessKey,
    kind: document.kind,
    direction,
    version: document.version,
    number: document.number,
    issueDate: document.issueDate,
    party,
    subtotalCents: document.subtotalCents,
    discountCents: document.discountCents,
    taxCents: document.taxes.reduce((sum, tax) => sum + tax.valueCents, 0),
    totalCents: document.totalCents,
    details: {
      taxes: document.taxes,
      payments: document.payments,
      modifies: document.modifies,
      additional: document.additional,
      tipCents: document.tipCents,
      environment: document.environment,
      issuer: document.issuer,
      buyer: document.buyer,
    },
    authorizationNumber: document.authorization?.number ?? null,
    authorizedAt: document.authorization?.authorizedAt ?? null,
    source: 'xml',
    fileName,
    lines: document.lines.map((line) => {
      const iva = ivaOf(line.taxes);
      return {
        code: normalizeCode(line.mainCode ?? line.auxiliaryCode),
        auxiliaryCode: clean(line.auxiliaryCode),
        description: line.description.trim(),
        unit: clean(line.unit),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountCents: line.discountCents,
        subtotalCents: line.subtotalCents,
        ivaRate: iva?.rate ?? null,
        ivaCents: iva?.valueCents ?? 0,
      };
    }),
  };
}

/** Codes compare trimmed and upper case (the catalogue keeps its codes upper case). */
export function normalizeCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : null;
}
