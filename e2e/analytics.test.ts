import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type RunningServer } from './support/server';
import type { Locator, Page } from 'playwright-core';
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

/**
 * The texts of a card that a reader cannot see whole: a table cell or heading past the card's
 * edge (behind a scroll inside it), named by its text.
 */
const cutCells = (card: Locator) =>
  card.evaluate((section) => {
    const edge = section.getBoundingClientRect();
    // Headings kept only for screen readers sit in a box of a pixel.
    const shown = (cell: Element) => {
      for (let box: Element | null = cell; box && box !== section; box = box.parentElement) {
        if (box.getBoundingClientRect().width <= 1) return false;
      }
      return true;
    };
    return Array.from(section.querySelectorAll('th, td'))
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return shown(cell) && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5);
      })
      .map((cell) => cell.textContent);
  });

/**
 * The value labels of the charts (dollars, counts) that are cut: shortened with an ellipsis or
 * drawn past the chart's edge.
 */
const cutChartLabels = (page: Page) =>
  page.locator('main svg').evaluateAll((charts) =>
    charts.flatMap((chart) => {
      const edge = chart.getBoundingClientRect();
      return Array.from(chart.querySelectorAll('[data-axis-id="values"] .MuiChartsAxis-tickLabel'))
        .filter((label) => {
          const box = label.getBoundingClientRect();
          return (
            label.textContent.includes('…') ||
            box.left < edge.left - 0.5 ||
            box.right > edge.right + 0.5
          );
        })
        .map((label) => label.textContent);
    }),
  );

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

describe('metrics of a shop with a year of sales', () => {
  let shop: RunningServer;
  beforeAll(async () => {
    shop = await startServer({ DEMO_BUSINESS: 'true' });
    // The year's sales arrive in batches once the server answers: the charts are looked at
    // when the best client's figure has reached its tens of thousands.
    const headers = await staffHeaders(shop.url);
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      const clients = (await (
        await fetch(`${shop.url}/api/metricas/topClientes?limite=1`, { headers })
      ).json()) as { items: { amountCents: number }[] };
      if ((clients.items[0]?.amountCents ?? 0) >= 4_000_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  afterAll(async () => {
    await shop?.stop();
  });
  const session = useBrowser({ baseURL: () => shop.url });

  it.each([
    ['a desktop', { width: 1366, height: 900 }],
    ['a phone', { width: 390, height: 844 }],
  ])('shows every chart label and every table cell whole on %s', async (_name, viewport) => {
    const { page } = session;
    await page.setViewportSize(viewport);
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fanalytics');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/analytics');

    const card = (name: string) => page.getByRole('region', { name, exact: true });
    const ticks = (name: string, axis: string) =>
      card(name).locator(`[data-axis-id="${axis}"] .MuiChartsAxis-tickLabel`);
    for (const name of ['Ventas y compras', 'Productos más vendidos', 'Mejores clientes']) {
      await expect.poll(() => ticks(name, 'values').count()).toBeGreaterThan(1);
    }
    await expect.poll(() => cutChartLabels(page)).toEqual([]);
    // The dollars' last tick, at the chart's right edge, is read whole ("$40 k").
    expect((await ticks('Mejores clientes', 'values').allTextContents()).at(-1)).toMatch(
      /^\$\d+\sk$/,
    );
    await expect
      .poll(() => ticks('Conversión de cotizaciones', 'categories').allTextContents())
      .toEqual(['Cotizaciones hechas', 'Aceptadas, por convertir', 'Convertidas en pedido']);

    // The comments waiting for moderation, each with its formula, author, words and day.
    const comments = card('Comentarios por moderar');
    await expect.poll(() => comments.getByRole('cell').count()).toBeGreaterThan(3);
    expect(await cutCells(comments)).toEqual([]);
    expect(await comments.getByRole('cell', { name: /^\d{1,2}\s\S+\s\d{4}$/ }).count()).toBe(
      await comments
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .count(),
    );

    // A chart's figures as a table: every column in sight.
    for (const name of ['Cotizaciones y comentarios', 'Ventas y compras', 'Mejores clientes']) {
      await card(name).getByRole('button', { name: 'Ver como tabla' }).click();
      await card(name).getByRole('table').waitFor();
      expect(await cutCells(card(name))).toEqual([]);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
