import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/server';
import { signIn, useBrowser } from './support/browser';

// Staff open Métricas: the catalogue's products per type are drawn from the demo data, the table
// view shows the API's numbers and the export carries them. Principal's cards lead to the screens
// where each thing is handled.

type TypeTotals = {
  items: { typeName: string; published: number; draft: number; total: number }[];
};

async function staffHeaders(baseURL: string) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

describe('metrics', () => {
  const session = useBrowser();

  it('draws the products per type from the demo catalogue, as a chart, a table and a CSV', async () => {
    const { page, baseURL } = session;
    const totals = (await (
      await fetch(`${baseURL}/api/metricas/totalTiposProductos`, {
        headers: await staffHeaders(baseURL),
      })
    ).json()) as TypeTotals;
    const biggest = totals.items[0]!;
    expect(biggest.total).toBeGreaterThan(0);

    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fanalytics%3Fagrupar%3Dsemana');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    expect(new URL(page.url()).searchParams.get('agrupar')).toBe('semana');
    await expect
      .poll(() => page.getByRole('button', { name: 'Semana', pressed: true }).count())
      .toBe(1);

    // The chart is drawn: one bar per type and status.
    const section = page.getByRole('region', { name: 'Productos por tipo' });
    await expect.poll(() => section.locator('.MuiBarChart-element').count()).toBeGreaterThan(0);

    // Its table shows the same numbers the API counts.
    await section.getByRole('button', { name: 'Ver como tabla' }).click();
    const row = section
      .getByRole('table', { name: 'Productos por tipo (tabla)' })
      .getByRole('row')
      .filter({ hasText: biggest.typeName });
    await expect
      .poll(() => row.first().locator('td').allInnerTexts())
      .toEqual([
        biggest.typeName,
        String(biggest.published),
        String(biggest.draft),
        String(biggest.total),
      ]);
    // The type leads to the products list filtered by it.
    expect(await row.first().getByRole('link').getAttribute('href')).toMatch(
      /^\/dashboard\/product\/list\?tipo=/,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section
        .getByRole('button', { name: 'Exportar' })
        .click()
        .then(() => page.getByRole('menuitem', { name: /CSV/ }).click()),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(
      `${biggest.typeName};${biggest.published};${biggest.draft};${biggest.total}`,
    );

    // The series follow the grouping: a week's row names its days.
    const series = page.getByRole('region', { name: 'Cotizaciones y comentarios' });
    await series.getByRole('button', { name: 'Ver como tabla' }).click();
    await expect
      .poll(() =>
        series
          .getByRole('table', { name: 'Cotizaciones y comentarios (tabla)' })
          .getByRole('row')
          .count(),
      )
      .toBe(13); // the header and twelve weeks
  });

  it('Principal leads each waiting item to the screen where it is handled', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const waiting = page.getByRole('region', { name: 'Pendientes' });
    // Each card is named by its count and what waits: "0 Pedidos por confirmar".
    const card = (name: string) =>
      waiting.getByRole('link', { name: new RegExp(`^\\d+ ${name}$`) });
    const hrefOf = (name: string) => card(name).getAttribute('href');
    await expect
      .poll(() => hrefOf('Cotizaciones nuevas'))
      .toBe('/dashboard/quotation/list?atencion=request');
    expect(await hrefOf('Mensajes en cotizaciones')).toBe(
      '/dashboard/quotation/list?atencion=message',
    );
    expect(await hrefOf('Pedidos por confirmar')).toBe('/dashboard/order/list?estado=pending');
    expect(await hrefOf('Comentarios por moderar')).toBe(
      '/dashboard/post/list?tab=comentarios&estadoComentario=pending',
    );
    expect(await hrefOf('Productos con stock bajo')).toBe('/dashboard/analytics#stock-bajo');

    // This month's sales lead to the consultas' clients over the same days.
    const month = page.getByRole('region', { name: 'Este mes' });
    expect(await month.getByRole('link', { name: /Ventas/ }).getAttribute('href')).toMatch(
      /^\/dashboard\/consultas\/clientes\?desde=\d{4}-\d{2}-01&hasta=\d{4}-\d{2}-\d{2}$/,
    );

    await card('Pedidos por confirmar').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/dashboard/order/list' && url.searchParams.get('estado') === 'pending',
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Pedidos', level: 1 }).count())
      .toBe(1);

    // The quotations a figure counts, and only those, until the filter is taken off.
    await page.goBack();
    await card('Mensajes en cotizaciones').click();
    await page.waitForURL((url) => url.searchParams.get('atencion') === 'message');
    await page.getByText('Esperan atención: mensaje nuevo').waitFor();
    await page.getByRole('button', { name: 'Quitar este filtro' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/quotation/list' && !url.searchParams.has('atencion'),
    );
    await expect.poll(() => page.getByText('Esperan atención').count()).toBe(0);

    await page.goBack();
    await page.goBack();
    await card('Productos con stock bajo').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');
    await expect
      .poll(() => page.getByRole('region', { name: 'Productos con stock bajo' }).isVisible())
      .toBe(true);
  });
});
