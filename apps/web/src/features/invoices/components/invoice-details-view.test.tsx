import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@quimia/contracts';
import { markupText } from '@/test/markup-text';
import { InvoiceDetailsView } from './invoice-details-view';

const invoice: InvoiceDetail = {
  id: '6a1f4f4e-8f8e-4c1a-9d3e-0c2b7d5e9a11',
  kind: 'factura',
  number: '001-002-000000123',
  accessKey: '2811202601179001234500120010020000001231234567813',
  status: 'devuelta',
  environment: 'pruebas',
  issueDate: '2026-11-28',
  buyerName: 'Lavandería La Espuma',
  buyerIdentification: '1790012345001',
  totalCents: 23000,
  orderId: 'b2f4d7c8-1111-4c1a-9d3e-0c2b7d5e9a11',
  orderNumber: 'PED-2026-000083',
  invoiceId: null,
  authorizedAt: null,
  createdAt: '2026-11-28T15:00:00Z',
  lines: [
    {
      code: 'AC-1',
      description: 'Ácido cítrico 25 kg',
      quantity: 4,
      unitPriceCents: 5000,
      discountCents: 0,
      subtotalCents: 20000,
      taxRate: 15,
      taxLabel: 'IVA 15%',
    },
  ],
  subtotalCents: 20000,
  discountCents: 0,
  taxes: [{ label: 'IVA 15%', baseCents: 20000, amountCents: 3000 }],
  buyerEmail: 'compras@espuma.ec',
  messages: [
    {
      identifier: '43',
      message: 'CLAVE ACCESO REGISTRADA',
      additionalInfo: 'La clave de acceso 2811… ya fue registrada',
      type: 'ERROR',
    },
  ],
  advice: 'Corrige los datos y pulsa «Reintentar».',
  events: [],
  nextAttemptAt: null,
  creditNotes: [],
  reason: null,
  modifiedNumber: null,
  canRetry: true,
  canCreditNote: false,
};

const html = (detail: InvoiceDetail) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InvoiceDetailsView invoice={detail} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const page = (detail: InvoiceDetail) => markupText(html(detail));

/** The page's buttons, by their words. */
const buttons = (detail: InvoiceDetail) =>
  Array.from(html(detail).matchAll(/<button[^>]*>(.*?)<\/button>/g), (match) =>
    markupText(match[1]!),
  );

describe('InvoiceDetailsView', () => {
  it('shows a returned invoice’s SRI messages word for word, the advice and «Reintentar»', () => {
    const text = page(invoice);
    expect(text).toContain('43 CLAVE ACCESO REGISTRADA');
    expect(text).toContain('La clave de acceso 2811… ya fue registrada');
    expect(text).toContain('Corrige los datos y pulsa «Reintentar».');
    expect(buttons(invoice)).toEqual(['Reintentar']);
  });

  it('offers the downloads and the credit note once authorised', () => {
    const authorised = buttons({
      ...invoice,
      status: 'autorizada',
      messages: [],
      advice: null,
      canRetry: false,
      canCreditNote: true,
      authorizedAt: '2026-11-28T15:01:00Z',
    });
    expect(authorised).toEqual(['Nota de crédito', 'Descargar RIDE (PDF)', 'Descargar XML']);
  });

  it('says when the SRI will be tried again while it is down', () => {
    const text = page({
      ...invoice,
      status: 'por_enviar',
      messages: [],
      advice: null,
      canRetry: false,
      nextAttemptAt: '2026-11-28T19:05:00Z',
    });
    expect(text).toContain('Se reintentará solo a las 14:05');
    expect(text).toContain('Enviando al SRI');
  });
});
