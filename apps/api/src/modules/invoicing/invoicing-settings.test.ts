import { describe, expect, it } from 'vitest';
import type { CertificateInfo, InvoicingSettings } from '@quimia/contracts';
import { invoicingReadiness } from './invoicing-settings';

const SETTINGS = { environment: 'pruebas', branchSeries: [] } as unknown as InvoicingSettings;
const certificate = (validTo: string, ruc: string | null = '1790012345001'): CertificateInfo => ({
  holder: 'MARÍA JOSÉ PEÑA LÓPEZ',
  issuer: 'AC PRUEBAS',
  serialNumber: '1',
  validFrom: '2025-01-01T00:00:00Z',
  validTo,
  ruc,
  uploadedAt: '2025-01-02T00:00:00Z',
});
const NOW = new Date('2026-11-28T15:00:00Z');
const COMPANY = { ruc: '1790012345001', branches: [{ name: 'Sur de Quito' }] };

describe('what invoicing still needs, and what staff should look at', () => {
  it('lists the company RUC, the settings and the certificate while they are missing', () => {
    const { missing } = invoicingReadiness(
      { settings: null, certificateInfo: null },
      { ruc: null, branches: [] },
      NOW,
    );
    expect(missing).toHaveLength(3);
  });

  it('warns 30 days before the certificate expires, not 31, and stops at its expiry', () => {
    const ready = (validTo: string) =>
      invoicingReadiness(
        { settings: SETTINGS, certificateInfo: certificate(validTo) },
        COMPANY,
        NOW,
      );
    expect(ready('2026-12-29T14:59:59Z').warnings).toEqual([]);
    expect(ready('2026-12-28T15:00:00Z').warnings).toEqual([
      expect.stringMatching(/vence el 28 de diciembre de 2026/),
    ]);
    expect(ready('2026-11-27T15:00:00Z').missing).toEqual([
      expect.stringMatching(/venció el 27 de noviembre de 2026/),
    ]);
  });

  it("warns when the certificate is another taxpayer's", () => {
    const { warnings, missing } = invoicingReadiness(
      { settings: SETTINGS, certificateInfo: certificate('2045-01-01T00:00:00Z', '0990018685001') },
      COMPANY,
      NOW,
    );
    expect(missing).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/RUC 0990018685001.*RUC 1790012345001/)]);
  });

  it("warns of a branch series whose branch is no longer one of the company's", () => {
    const settings = {
      ...SETTINGS,
      branchSeries: [
        {
          branch: 'sur de quito',
          establishment: '002',
          emissionPoint: '001',
          establishmentAddress: 'Av. Maldonado',
        },
        {
          branch: 'Cumbayá',
          establishment: '003',
          emissionPoint: '001',
          establishmentAddress: 'Av. Interoceánica',
        },
      ],
    };
    const { warnings } = invoicingReadiness(
      { settings, certificateInfo: certificate('2045-01-01T00:00:00Z') },
      COMPANY,
      NOW,
    );
    expect(warnings).toEqual([
      expect.stringMatching(/La serie 003-001 es de la sucursal «Cumbayá»/),
    ]);
  });
});
