import { describe, expect, it } from 'vitest';
import type { InvoicingSettings } from '@quimia/contracts';
import {
  certificateExpired,
  formatCertificateDay,
  invoicingFormPath,
  invoicingResolver,
  seriesText,
  toInvoicingFormValues,
  type InvoicingFormValues,
} from './invoicing-form-model';

const saved: InvoicingSettings = {
  environment: 'produccion',
  establishment: '001',
  emissionPoint: '002',
  headOfficeAddress: 'Av. Amazonas N34-12, Quito',
  establishmentAddress: 'Sangolquí, calle Montúfar 5',
  keepsAccounts: true,
  specialTaxpayerResolution: null,
  withholdingAgentResolution: '1',
  rimpe: 'emprendedor',
  xmlVersion: '1.1.0',
  autoIssue: true,
  branchSeries: [
    {
      branch: 'Sur de Quito',
      establishment: '002',
      emissionPoint: '001',
      establishmentAddress: 'Av. Maldonado S12-34, Quito',
    },
  ],
};

/** What react-hook-form's resolver answers for `values`. */
async function resolve(values: InvoicingFormValues) {
  return invoicingResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('the invoicing settings form', () => {
  it('starts in pruebas with the series 001-001 and version 1.1.0 before anything is saved', () => {
    const values = toInvoicingFormValues({ settings: null });
    expect(values).toMatchObject({
      environment: 'pruebas',
      establishment: '001',
      emissionPoint: '001',
      xmlVersion: '1.1.0',
      rimpe: 'ninguno',
      autoIssue: false,
    });
  });

  it('shows a missing resolution as an empty field and sends it back as null', async () => {
    const values = toInvoicingFormValues({ settings: saved });
    expect(values.specialTaxpayerResolution).toBe('');
    expect(values.withholdingAgentResolution).toBe('1');
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(saved);
  });

  it('puts the schema’s messages on their fields', async () => {
    const values = {
      ...toInvoicingFormValues({ settings: saved }),
      establishment: '000',
      emissionPoint: '2',
      headOfficeAddress: '   ',
      withholdingAgentResolution: 'ABC',
    };
    const { errors } = await resolve(values);
    expect(errors.establishment?.message).toBe('El establecimiento no puede ser 000');
    expect(errors.emissionPoint?.message).toBe('El punto de emisión: tres dígitos, p. ej. 001');
    expect(errors.headOfficeAddress?.message).toBe('Ingresa la dirección matriz');
    expect(errors.withholdingAgentResolution?.message).toMatch(/^Agente de retención/);
  });

  it('refuses a branch with two series, or a series another place already uses, on its field', async () => {
    const base = toInvoicingFormValues({ settings: saved });
    const [south] = base.branchSeries;
    const values = {
      ...base,
      branchSeries: [
        south!,
        { ...south!, emissionPoint: '002' },
        { ...south!, branch: 'Valle de los Chillos', establishment: '001', emissionPoint: '002' },
      ],
    };
    const { errors } = await resolve(values);
    expect(errors.branchSeries?.[1]?.branch?.message).toBe(
      'La sucursal «Sur de Quito» ya tiene su serie',
    );
    expect(errors.branchSeries?.[2]?.emissionPoint?.message).toBe(
      'La serie 001-002 ya está en uso: cada sucursal necesita la suya',
    );
    expect(errors.branchSeries?.[0]).toBeUndefined();
  });

  it('maps a server field path to its field, and an unknown one to none', () => {
    expect(invoicingFormPath('branchSeries.2.branch')).toBe('branchSeries.2.branch');
    expect(invoicingFormPath('specialTaxpayerResolution')).toBe('specialTaxpayerResolution');
    expect(invoicingFormPath('establishment')).toBe('establishment');
    expect(invoicingFormPath('certificate')).toBeNull();
    expect(invoicingFormPath('')).toBeNull();
  });
});

describe('the series text', () => {
  it('reads «Serie: 001-002» once both parts have three digits', () => {
    expect(seriesText('001', '002')).toBe('Serie: 001-002');
    expect(seriesText(' 003 ', '010')).toBe('Serie: 003-010');
  });

  it('is absent while either part is incomplete', () => {
    expect(seriesText('01', '002')).toBeNull();
    expect(seriesText('001', '')).toBeNull();
    expect(seriesText('00a', '002')).toBeNull();
  });
});

describe('the certificate’s dates', () => {
  it('are written dd/mm/yyyy', () => {
    expect(formatCertificateDay('2027-03-05T12:00:00')).toBe('05/03/2027');
    expect(formatCertificateDay('not a date')).toBe('not a date');
  });

  it('tell an expired certificate', () => {
    const certificate = {
      holder: 'QUIMICOS DEL VALLE',
      issuer: 'BANCO CENTRAL DEL ECUADOR',
      serialNumber: '1A2B',
      validFrom: '2024-01-01T00:00:00Z',
      validTo: '2026-01-01T00:00:00Z',
      ruc: '1790012345001',
      uploadedAt: '2024-01-02T00:00:00Z',
    };
    expect(certificateExpired(certificate, new Date('2025-12-31T00:00:00Z'))).toBe(false);
    expect(certificateExpired(certificate, new Date('2026-01-02T00:00:00Z'))).toBe(true);
  });
});
