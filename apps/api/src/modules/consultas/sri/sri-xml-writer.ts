import { buildAccessKey } from '@quimia/contracts';
import { XMLBuilder } from 'fast-xml-parser';

// Writes an SRI factura (versions 1.0.0 to 2.1.0) or nota de crédito (1.1.0) from what a seller
// knows of a sale: the writer computes line subtotals, taxes, totals and the access key, so the
// demo data and the benchmark get documents that the reader accepts. Deterministic: the same input
// gives the same bytes. No signature is written.

export type SriFacturaVersion = '1.0.0' | '1.1.0' | '2.0.0' | '2.1.0';

export type SriDocumentLineInput = {
  /** `codigoPrincipal` (factura) or `codigoInterno` (nota de crédito). */
  code?: string | null;
  /** `codigoAuxiliar` or `codigoAdicional`. */
  auxiliaryCode?: string | null;
  description: string;
  /** Written as a `detAdicional` named "Unidad". */
  unit?: string | null;
  /** Rounded to 6 decimals (2 in versions 1.0.0 and 2.0.0). */
  quantity: number;
  /** Rounded like the quantity. */
  unitPrice: number;
  discountCents?: number;
  /** IVA `codigoPorcentaje`: 0 (0 %), 2 (12 %), 3 (14 %), 4 (15 %), 5 (5 %), 6, 7, 8 (8 %), 10 (13 %). */
  ivaRateCode: string;
};

export type SriDocumentInput = {
  kind: 'factura' | 'notaCredito';
  /** Factura only (a nota de crédito is written as 1.1.0); 1.1.0 when absent. */
  version?: SriFacturaVersion;
  /** 1 pruebas, 2 producción (the default). */
  environment?: '1' | '2';
  issuer: {
    ruc: string;
    name: string;
    tradeName?: string | null;
    /** `dirMatriz`. */
    address: string;
    /** `obligadoContabilidad`: SI/NO; omitted when undefined. */
    keepsAccounts?: boolean;
  };
  /** `001`. */
  establishment: string;
  /** `001`. */
  emissionPoint: string;
  /** Up to 9 digits. */
  sequential: number | string;
  /** `yyyy-mm-dd`. */
  issueDate: string;
  buyer: {
    /** 04 RUC, 05 cédula, 06 pasaporte, 07 consumidor final, 08 exterior. */
    identificationType: string;
    identification: string;
    name: string;
    /** Factura only (`direccionComprador`). */
    address?: string | null;
  };
  lines: SriDocumentLineInput[];
  /** Factura only. */
  tipCents?: number;
  /** Factura only; one payment of the whole total in code 20 when absent. A payment without
   *  `totalCents` takes what the others leave of the total. */
  payments?: { method: string; totalCents?: number; term?: number; timeUnit?: string }[];
  /** Nota de crédito only (required there). */
  modifies?: { documentCode: string; number: string; issueDate: string; reason: string };
  /** Written as `campoAdicional` after the e-mail and phone. */
  additional?: { name: string; value: string }[];
  buyerEmail?: string | null;
  buyerPhone?: string | null;
  /** 8 digits; derived from the sequential when absent. */
  numericCode?: string;
};

export type SriWriteOptions = {
  /** Wrap in the authorisation answer, the comprobante in CDATA or as escaped text. */
  wrapper?: 'cdata' | 'escaped' | false;
  /** The wrapper's `fechaAutorizacion`; the issue date at 10:00 Ecuador time when absent. */
  authorizedAt?: string;
};

/** IVA rate of each SRI `codigoPorcentaje`. */
export const SRI_IVA_RATES: Readonly<Record<string, number>> = {
  '0': 0,
  '2': 12,
  '3': 14,
  '4': 15,
  '5': 5,
  '6': 0,
  '7': 0,
  '8': 8,
  '10': 13,
};

const builder = new XMLBuilder({
  suppressEmptyNode: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  cdataPropName: '#cdata',
});

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

type ComputedLine = {
  input: SriDocumentLineInput;
  quantityMicro: number;
  unitPriceMicro: number;
  discountCents: number;
  subtotalCents: number;
  rate: number;
  taxCents: number;
};

/** The comprobante's XML, alone or inside the authorisation wrapper. */
export function writeSriXml(doc: SriDocumentInput, options: SriWriteOptions = {}): string {
  const isInvoice = doc.kind === 'factura';
  const version = isInvoice ? (doc.version ?? '1.1.0') : '1.1.0';
  const decimals = version === '1.0.0' || version === '2.0.0' ? 2 : 6;
  const environment = doc.environment ?? '2';
  const sequential = String(doc.sequential).padStart(9, '0');
  const accessKey = buildAccessKey({
    issueDate: doc.issueDate,
    documentCode: isInvoice ? '01' : '04',
    ruc: doc.issuer.ruc,
    environment,
    establishment: doc.establishment,
    emissionPoint: doc.emissionPoint,
    sequential,
    numericCode: doc.numericCode ?? sequential.slice(1),
    emissionType: '1',
  });

  if (doc.lines.length === 0) throw new Error('An SRI document needs at least one line');
  const lines = doc.lines.map((line) => computeLine(line, decimals));
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const totals = taxTotals(lines);
  const tipCents = isInvoice ? (doc.tipCents ?? 0) : 0;
  const totalCents =
    subtotalCents + totals.reduce((sum, tax) => sum + tax.valueCents, 0) + tipCents;

  const taxInfo = {
    ambiente: environment,
    tipoEmision: '1',
    razonSocial: doc.issuer.name,
    ...(doc.issuer.tradeName ? { nombreComercial: doc.issuer.tradeName } : {}),
    ruc: doc.issuer.ruc,
    claveAcceso: accessKey,
    codDoc: isInvoice ? '01' : '04',
    estab: doc.establishment,
    ptoEmi: doc.emissionPoint,
    secuencial: sequential,
    dirMatriz: doc.issuer.address,
  };
  const issueDate = displayDate(doc.issueDate);
  const keepsAccounts =
    doc.issuer.keepsAccounts === undefined
      ? {}
      : { obligadoContabilidad: doc.issuer.keepsAccounts ? 'SI' : 'NO' };

  const modifies = isInvoice ? null : required(doc.modifies, 'modifies');
  const info = !modifies
    ? {
        fechaEmision: issueDate,
        ...keepsAccounts,
        tipoIdentificacionComprador: doc.buyer.identificationType,
        razonSocialComprador: doc.buyer.name,
        identificacionComprador: doc.buyer.identification,
        ...(doc.buyer.address ? { direccionComprador: doc.buyer.address } : {}),
        totalSinImpuestos: money(subtotalCents),
        totalDescuento: money(discountCents),
        totalConImpuestos: {
          totalImpuesto: totals.map((tax) => ({
            codigo: '2',
            codigoPorcentaje: tax.rateCode,
            baseImponible: money(tax.baseCents),
            tarifa: rateText(tax.rate),
            valor: money(tax.valueCents),
          })),
        },
        propina: money(tipCents),
        importeTotal: money(totalCents),
        moneda: 'DOLAR',
        pagos: { pago: payments(doc.payments, totalCents) },
      }
    : {
        fechaEmision: issueDate,
        tipoIdentificacionComprador: doc.buyer.identificationType,
        razonSocialComprador: doc.buyer.name,
        identificacionComprador: doc.buyer.identification,
        ...keepsAccounts,
        codDocModificado: modifies.documentCode,
        numDocModificado: modifies.number,
        fechaEmisionDocSustento: displayDate(modifies.issueDate),
        totalSinImpuestos: money(subtotalCents),
        valorModificacion: money(totalCents),
        moneda: 'DOLAR',
        totalConImpuestos: {
          totalImpuesto: totals.map((tax) => ({
            codigo: '2',
            codigoPorcentaje: tax.rateCode,
            baseImponible: money(tax.baseCents),
            valor: money(tax.valueCents),
          })),
        },
        motivo: modifies.reason,
      };

  const details = lines.map((line) => ({
    [isInvoice ? 'codigoPrincipal' : 'codigoInterno']: line.input.code || undefined,
    [isInvoice ? 'codigoAuxiliar' : 'codigoAdicional']: line.input.auxiliaryCode || undefined,
    descripcion: line.input.description,
    cantidad: fixed(line.quantityMicro, decimals),
    precioUnitario: fixed(line.unitPriceMicro, decimals),
    descuento: money(line.discountCents),
    precioTotalSinImpuesto: money(line.subtotalCents),
    ...(line.input.unit
      ? {
          detallesAdicionales: {
            detAdicional: [{ '@nombre': 'Unidad', '@valor': line.input.unit }],
          },
        }
      : {}),
    impuestos: {
      impuesto: [
        {
          codigo: '2',
          codigoPorcentaje: line.input.ivaRateCode,
          tarifa: rateText(line.rate),
          baseImponible: money(line.subtotalCents),
          valor: money(line.taxCents),
        },
      ],
    },
  }));

  const additional = [
    ...(doc.buyerEmail ? [{ name: 'Email', value: doc.buyerEmail }] : []),
    ...(doc.buyerPhone ? [{ name: 'Teléfono', value: doc.buyerPhone }] : []),
    ...(doc.additional ?? []),
  ];

  const root = {
    '@id': 'comprobante',
    '@version': version,
    infoTributaria: taxInfo,
    [isInvoice ? 'infoFactura' : 'infoNotaCredito']: info,
    detalles: { detalle: details },
    ...(additional.length
      ? {
          infoAdicional: {
            campoAdicional: additional.map((entry) => ({
              '@nombre': entry.name,
              '#text': entry.value,
            })),
          },
        }
      : {}),
  };
  const comprobante = DECLARATION + builder.build({ [doc.kind]: root });
  if (!options.wrapper) return comprobante;

  const wrapper = {
    autorizacion: {
      estado: 'AUTORIZADO',
      numeroAutorizacion: accessKey,
      fechaAutorizacion: options.authorizedAt ?? `${doc.issueDate}T10:00:00-05:00`,
      ambiente: environment === '2' ? 'PRODUCCIÓN' : 'PRUEBAS',
      comprobante: options.wrapper === 'cdata' ? { '#cdata': comprobante } : comprobante,
      mensajes: '',
    },
  };
  return DECLARATION + builder.build(wrapper);
}

function computeLine(input: SriDocumentLineInput, decimals: 2 | 6): ComputedLine {
  const rate = SRI_IVA_RATES[input.ivaRateCode];
  if (rate === undefined) throw new Error(`Unknown IVA rate code ${input.ivaRateCode}`);
  const quantityMicro = toMicro(input.quantity, decimals);
  const unitPriceMicro = toMicro(input.unitPrice, decimals);
  const discountCents = input.discountCents ?? 0;
  // micro × micro is 10⁻¹² of a dollar: BigInt keeps it exact before rounding to cents.
  const grossCents = roundDivide(BigInt(quantityMicro) * BigInt(unitPriceMicro), 10_000_000_000n);
  const subtotalCents = grossCents - discountCents;
  if (subtotalCents < 0) throw new Error(`Line discount exceeds its amount: ${input.description}`);
  return {
    input,
    quantityMicro,
    unitPriceMicro,
    discountCents,
    subtotalCents,
    rate,
    taxCents: percentOf(subtotalCents, rate),
  };
}

/** One IVA total per rate code, in the order codes first appear; tax computed on the summed base. */
function taxTotals(lines: ComputedLine[]) {
  const byCode = new Map<
    string,
    { rateCode: string; rate: number; baseCents: number; valueCents: number }
  >();
  for (const line of lines) {
    const code = line.input.ivaRateCode;
    const total = byCode.get(code) ?? {
      rateCode: code,
      rate: line.rate,
      baseCents: 0,
      valueCents: 0,
    };
    total.baseCents += line.subtotalCents;
    byCode.set(code, total);
  }
  const totals = [...byCode.values()];
  for (const total of totals) total.valueCents = percentOf(total.baseCents, total.rate);
  return totals;
}

function payments(input: SriDocumentInput['payments'], totalCents: number) {
  const list = input?.length ? input : [{ method: '20' }];
  const given = list.reduce((sum, payment) => sum + (payment.totalCents ?? 0), 0);
  return list.map((payment) => ({
    formaPago: payment.method,
    total: money(payment.totalCents ?? totalCents - given),
    ...(payment.term === undefined ? {} : { plazo: String(payment.term) }),
    ...(payment.timeUnit === undefined ? {} : { unidadTiempo: payment.timeUnit }),
  }));
}

function percentOf(cents: number, rate: number): number {
  // Rates are whole percentages: cents × rate is an exact integer, rounded half-up once.
  return Math.floor((cents * rate + 50) / 100);
}

function toMicro(value: number, decimals: 2 | 6): number {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a non-negative amount: ${value}`);
  const step = decimals === 2 ? 10_000 : 1;
  return Math.round(Math.round(value * 1_000_000) / step) * step;
}

function roundDivide(value: bigint, divisor: bigint): number {
  return Number((value + divisor / 2n) / divisor);
}

function fixed(micro: number, decimals: 2 | 6): string {
  const whole = Math.floor(micro / 1_000_000);
  const fraction = String(micro % 1_000_000).padStart(6, '0');
  return `${whole}.${fraction.slice(0, decimals)}`;
}

function money(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new Error(`Not a non-negative amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function rateText(rate: number): string {
  return `${rate}.00`;
}

function displayDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Not a yyyy-mm-dd date: ${iso}`);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`An SRI nota de crédito needs ${name}`);
  return value;
}
