import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  PURCHASE_SUGGESTION_RULE,
  type PurchaseSuggestion,
  type PurchaseSuggestionLine,
} from '@quimia/contracts';
import { exportOf } from '@/components/table/data-columns';
import { buildCsv } from '@/lib/export-rows';
import { markupText } from '@/test/markup-text';
import { inventoryKeys } from '../api/inventory';
import { SUGGESTION_COLUMNS, suggestionRows } from '../utils/suggestion-columns';
import { PurchaseSuggestionView } from './purchase-suggestion-view';

const line = (changes: Partial<PurchaseSuggestionLine>): PurchaseSuggestionLine => ({
  productId: '6f0c1a52-5c1e-4c4e-9d0e-3c7a1f0b2a11',
  code: 'ACI-001',
  name: 'Ácido cítrico anhidro',
  unit: 'kg',
  branchId: 'sur-de-quito',
  branchName: 'Sur de Quito',
  available: 80,
  minimum: 90,
  suggested: 100,
  lastPurchase: {
    date: '2026-07-02',
    number: '002-001-000000007',
    unitPriceCents: 225,
    packSize: 25,
    packUnit: 'SACO',
  },
  estimatedCents: 22_500,
  ...changes,
});

const SUGGESTION: PurchaseSuggestion = {
  rule: PURCHASE_SUGGESTION_RULE,
  total: 2,
  groups: [
    {
      supplier: {
        id: '0b5e7a7e-1d4c-4f7b-8a39-2f3c1e9d8a10',
        name: 'Distribuidora Pacífico',
        identification: '1790011674001',
        email: 'ventas@pacifico.ec',
        phone: '099 555 1234',
      },
      lines: [line({})],
      estimatedCents: 22_500,
      message: 'Hola, Distribuidora Pacífico.\n- Ácido cítrico anhidro (ACI-001): 100 kg',
    },
    {
      supplier: null,
      lines: [
        line({
          productId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
          code: 'ALC-001',
          name: '=Soda cáustica',
          branchId: 'valle-de-los-chillos',
          branchName: 'Valle de los Chillos',
          available: 100,
          minimum: 150,
          suggested: 200,
          lastPurchase: null,
          estimatedCents: null,
        }),
      ],
      estimatedCents: 0,
      message: 'Hola.\n- =Soda cáustica (ALC-001): 200 kg',
    },
  ],
};

function render(): string {
  const client = new QueryClient();
  client.setQueryData(inventoryKeys.suggestion(), SUGGESTION);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter>
          <PurchaseSuggestionView />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('«Sugerencia de compra»', () => {
  it('lists what to buy by supplier, with the rule, the last price and the never bought last', () => {
    const html = render();
    const page = markupText(html);
    expect(page).toContain('2 productos en su stock mínimo o por debajo, por sucursal.');
    expect(page).toContain(PURCHASE_SUGGESTION_RULE);
    expect(page.indexOf('Distribuidora Pacífico')).toBeLessThan(
      page.indexOf('Sin proveedor registrado'),
    );
    expect(page).toContain('Estimado a los últimos precios: $225,00 sin IVA');
    expect(page).toContain('100 kg');
    expect(page).toContain('$2,25');
  });

  it("offers the supplier's e-mail and a WhatsApp message to its phone", () => {
    const html = render();
    // The e-mail only where there is a supplier to send it to.
    expect(html.match(/Enviar por correo/g)).toHaveLength(1);
    expect(html.match(/Enviar por WhatsApp/g)).toHaveLength(2);
    expect(html).toContain(
      'href="https://wa.me/593995551234?text=Hola%2C%20Distribuidora%20Pac%C3%ADfico.%0A-%20%C3%81cido%20c%C3%ADtrico%20anhidro%20(ACI-001)%3A%20100%20kg"',
    );
    // Without a phone, WhatsApp asks whom to send it to.
    expect(html).toContain('href="https://wa.me/?text=Hola.');
  });

  it('exports every line with its supplier, as Excel in Spanish reads it', () => {
    const file = exportOf(SUGGESTION_COLUMNS);
    const csv = buildCsv(file.columns, suggestionRows(SUGGESTION).map(file.values));
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual([
      'Proveedor;Producto;Código;Sucursal;Disponible;Mínimo;Sugerido;Unidad;Último precio;Última compra;Estimado',
      'Distribuidora Pacífico;Ácido cítrico anhidro;ACI-001;Sur de Quito;80;90;100;kg;2,25;2026-07-02;225,00',
      // A name a spreadsheet would run as a formula is written as text.
      "Sin proveedor registrado;'=Soda cáustica;ALC-001;Valle de los Chillos;100;150;200;kg;;;",
    ]);
  });
});
