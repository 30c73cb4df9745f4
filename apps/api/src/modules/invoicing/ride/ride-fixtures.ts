import type { Authorization, DocumentLine, ElectronicDocument } from '../electronic-document';

// Documents the RIDE's tests print (and a person can print to look at): a factura with a line at
// each IVA treatment, shipping as a line, a discount and a transfer, and a nota de crédito on it.

const issuer: ElectronicDocument['issuer'] = {
  ruc: '1790012345001',
  legalName: 'QUÍMICOS DEL PACÍFICO S.A.',
  tradeName: 'Químicos del Pacífico',
  headOfficeAddress: 'Av. Amazonas N34-120 y Av. Atahualpa, Quito',
  establishmentAddress: 'Av. de la Prensa N58-12 y Río Cofanes, Quito',
  specialTaxpayerResolution: '5368',
  keepsAccounts: true,
  withholdingAgentResolution: '1',
  rimpe: null,
};

const buyer: ElectronicDocument['buyer'] = {
  identificationType: '05',
  identification: '1710034065',
  name: 'Juana Tipán Ñacata',
  address: 'Calle Los Álamos 123 y Pasaje B, Sangolquí',
  email: 'juana@example.ec',
  phone: '+593 99 123 4567',
};

const iva15 = (baseCents: number) => ({
  code: '2' as const,
  rateCode: '4',
  rate: 15,
  baseCents,
  amountCents: Math.round(baseCents * 0.15),
});

export const facturaLines: DocumentLine[] = [
  {
    code: 'QA-0001',
    description: 'Ácido cítrico anhidro',
    quantity: 2,
    unitPriceCents: 5250,
    discountCents: 500,
    subtotalCents: 10000,
    tax: iva15(10000),
    details: [{ name: 'Presentación', value: 'Saco 25 kg' }],
  },
  {
    code: 'AG-0107',
    description: 'Sulfato de cobre pentahidratado (fertilizante)',
    quantity: 1.5,
    unitPriceCents: 1200,
    discountCents: 0,
    subtotalCents: 1800,
    tax: { code: '2', rateCode: '0', rate: 0, baseCents: 1800, amountCents: 0 },
  },
  {
    code: 'LAB-020',
    description: 'Análisis de pureza en laboratorio',
    quantity: 1,
    unitPriceCents: 3000,
    discountCents: 0,
    subtotalCents: 3000,
    tax: { code: '2', rateCode: '7', rate: 0, baseCents: 3000, amountCents: 0 },
  },
  {
    code: 'ENVIO',
    description: 'Envío a Sangolquí',
    quantity: 1,
    unitPriceCents: 400,
    discountCents: 0,
    subtotalCents: 400,
    tax: iva15(400),
  },
];

export const factura: ElectronicDocument = {
  kind: 'factura',
  version: '1.1.0',
  environment: 'pruebas',
  issuer,
  establishment: '001',
  emissionPoint: '002',
  sequential: '000000123',
  accessKey: '2711202601179001234500110010020000001231234567811',
  issueDate: '2026-11-27',
  buyer,
  lines: facturaLines,
  subtotalCents: 15200,
  discountCents: 500,
  taxes: [
    iva15(10400),
    { code: '2', rateCode: '0', rate: 0, baseCents: 1800, amountCents: 0 },
    { code: '2', rateCode: '7', rate: 0, baseCents: 3000, amountCents: 0 },
  ],
  totalCents: 16760,
  payments: [{ method: '20', totalCents: 16760 }],
  additionalInfo: [
    { name: 'Correo', value: 'juana@example.ec' },
    { name: 'Teléfono', value: '+593 99 123 4567' },
    { name: 'Pedido', value: 'PED-2026-000045' },
  ],
};

export const facturaAuthorization: Authorization = {
  number: factura.accessKey,
  authorizedAt: '2026-11-27T15:42:07-05:00',
  environment: 'pruebas',
};

export const notaCredito: ElectronicDocument = {
  ...factura,
  kind: 'notaCredito',
  sequential: '000000007',
  accessKey: '2811202604179001234500110010020000000078765432118',
  issueDate: '2026-11-28',
  lines: [
    { ...facturaLines[0]!, quantity: 1, discountCents: 250, subtotalCents: 5000, tax: iva15(5000) },
  ],
  subtotalCents: 5000,
  discountCents: 250,
  taxes: [iva15(5000)],
  totalCents: 5750,
  payments: [],
  additionalInfo: [{ name: 'Correo', value: 'juana@example.ec' }],
  modifies: {
    documentCode: '01',
    number: '001-002-000000123',
    issueDate: '2026-11-27',
    reason: 'Devolución de un saco dañado en el transporte',
  },
};

export const notaCreditoAuthorization: Authorization = {
  number: notaCredito.accessKey,
  authorizedAt: '2026-11-28T09:05:00-05:00',
  environment: 'pruebas',
};
