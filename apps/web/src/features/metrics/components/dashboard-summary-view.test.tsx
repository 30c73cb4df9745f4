import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  ComparedFigure,
  DashboardSummary,
  PublicCompany,
  SpanFigures,
} from '@quimia/contracts';
import { companyQueryOptions } from '@/api/company';
import { metricsEndpoints } from '@quimia/contracts/endpoints/metrics';
import { metricsKeys } from '../api/metrics';
import { DashboardSummaryView } from './dashboard-summary-view';
import { markupText } from '@/test/markup-text';

const figure = (
  current: number,
  previous: number,
  changePercent: number | null,
): ComparedFigure => ({
  current,
  previous,
  changePercent,
  link: { screen: 'orders', params: { desde: '2026-11-01', hasta: '2026-11-24' } },
});

const span = (desde: string, previousDesde: string): SpanFigures => ({
  current: { desde, hasta: '2026-11-24' },
  previous: { desde: previousDesde, hasta: '2026-10-24' },
  salesCents: {
    ...figure(523089, 254740, 105.3),
    link: { screen: 'consultasClients', params: { desde, hasta: '2026-11-24' } },
  },
  quotations: figure(3, 4, -25),
  orders: figure(2, 0, null),
  ordersCents: figure(0, 0, null),
});

const SUMMARY: DashboardSummary = {
  today: '2026-11-24',
  waiting: [
    {
      kind: 'quotationRequests',
      count: 4,
      link: { screen: 'quotations', params: { estado: 'new' } },
    },
    { kind: 'ordersPending', count: 0, link: { screen: 'orders', params: { estado: 'pending' } } },
    {
      kind: 'commentsPending',
      count: 2,
      link: { screen: 'comments', params: { estadoComentario: 'pending' } },
    },
    { kind: 'lowStock', count: 3, link: { screen: 'lowStock', params: {} } },
  ],
  day: span('2026-11-24', '2026-10-24'),
  month: span('2026-11-01', '2026-10-01'),
};

/** The view drawn with the summary already fetched (and the shop's data, when given). */
function render(company?: Partial<PublicCompany>, admin = false): string {
  const client = new QueryClient();
  client.setQueryData(metricsKeys.call(metricsEndpoints.dashboardSummary.path, {}), SUMMARY);
  if (company) client.setQueryData(companyQueryOptions.queryKey, company as PublicCompany);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardSummaryView admin={admin} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = markupText;

describe('Principal', () => {
  it('counts what waits and links each to the screen that handles it', () => {
    const html = render();
    const page = text(html);
    expect(page).toContain('4 Cotizaciones nuevas');
    expect(page).toContain('2 Comentarios por moderar');
    expect(page).toContain('3 Productos con stock bajo');
    expect(html).toContain('href="/dashboard/quotation/list?estado=new"');
    expect(html).toContain(
      'href="/dashboard/post/list?tab=comentarios&amp;estadoComentario=pending"',
    );
    expect(html).toContain('href="/dashboard/analytics#stock-bajo"');
  });

  it("sets today's and this month's figures against last month's, in dollars and percent", () => {
    const html = render();
    const page = text(html).replace(/\s/g, ' ');
    expect(page).toContain('Ventas (sin IVA) $5.230,89 Mes anterior: $2.547,40 +105,3 %');
    expect(page).toContain('Cotizaciones 3 Mes anterior: 4 -25 %');
    expect(page).toContain('Pedidos 2 Mes anterior: 0 Sin base para comparar');
    expect(page).toContain('Monto de pedidos $0,00 Mes anterior: $0,00 Sin movimiento');
    expect(html).toContain(
      'href="/dashboard/consultas/clientes?desde=2026-11-01&amp;hasta=2026-11-24"',
    );
  });

  it('says a bank account is missing before a buyer paying by transfer finds out', () => {
    const none = text(render({ bankAccounts: [] }, true));
    expect(none).toContain('Falta una cuenta bancaria');
    expect(none).toContain('Agregar en Empresa');
    const seller = text(render({ bankAccounts: [] }, false));
    expect(seller).toContain('Pide a un administrador que la agregue en Empresa');
    expect(seller).not.toContain('Agregar en Empresa');
    const account = {
      bank: 'Banco Pichincha',
      type: 'corriente' as const,
      number: '2100123456',
      holder: 'Químicos del Valle S.A.',
      holderId: '1790016919001',
    };
    expect(text(render({ bankAccounts: [account] }, true))).not.toContain('cuenta bancaria');
  });
});
