import { describe, expect, it } from 'vitest';
import { metricsHref } from './metric-link';
import { periodLabel, shortPeriodLabel } from './period-label';
import { readRangeParams, shopToday } from './range-params';

describe('the analytics range in the address', () => {
  it('fills what is left out as the API does: twelve months, thirty days, twelve weeks', () => {
    const none = readRangeParams(new URLSearchParams(), '2026-11-24');
    expect(none).toMatchObject({ desde: '2025-12-01', hasta: '2026-11-24', agrupar: 'mes' });
    expect(none.custom).toBe(false);
    const days = readRangeParams(new URLSearchParams('agrupar=dia'), '2026-11-24');
    expect(days).toMatchObject({ desde: '2026-10-26', hasta: '2026-11-24', agrupar: 'dia' });
    const weeks = readRangeParams(new URLSearchParams('agrupar=semana'), '2026-11-24');
    expect(weeks).toMatchObject({ desde: '2026-09-07', agrupar: 'semana' });
  });

  it('reads a range backwards the right way round and leaves out days that do not exist', () => {
    const state = readRangeParams(
      new URLSearchParams('desde=2026-06-30&hasta=2026-01-01&agrupar=otra'),
      '2026-11-24',
    );
    expect(state).toMatchObject({ desde: '2026-01-01', hasta: '2026-06-30', agrupar: 'mes' });
    expect(state.custom).toBe(true);
    const bad = readRangeParams(new URLSearchParams('desde=2026-02-31'), '2026-11-24');
    expect(bad.desde).toBe('2025-12-01');
  });

  it('names a range with too many periods instead of asking for it', () => {
    const state = readRangeParams(
      new URLSearchParams('desde=2024-01-01&hasta=2026-01-01&agrupar=dia'),
      '2026-11-24',
    );
    expect(state.problem).toMatch(/400 días/);
  });

  it("knows the shop's day at either side of midnight in Quito (UTC−5)", () => {
    expect(shopToday(new Date('2026-12-01T04:30:00Z'))).toBe('2026-11-30');
    expect(shopToday(new Date('2026-12-01T05:30:00Z'))).toBe('2026-12-01');
  });
});

describe('period names', () => {
  it('names days, weeks cut to the range, and months', () => {
    const week = { period: '2026-11-16', start: '2026-11-18', end: '2026-11-22' };
    expect(periodLabel(week, 'semana')).toMatch(/18 nov.*–.*22 nov.*2026/);
    expect(shortPeriodLabel(week, 'semana')).toMatch(/18 nov/);
    const day = { period: '2026-11-24', start: '2026-11-24', end: '2026-11-24' };
    expect(periodLabel(day, 'dia')).toMatch(/24 nov.*2026/);
    const month = { period: '2026-11-01', start: '2026-11-01', end: '2026-11-24' };
    expect(periodLabel(month, 'mes')).toMatch(/nov.*2026/);
  });
});

describe('links to where a figure is handled', () => {
  it('opens each list with its filters', () => {
    expect(metricsHref({ screen: 'orders', params: { estado: 'pending' } })).toBe(
      '/dashboard/order/list?estado=pending',
    );
    expect(metricsHref({ screen: 'comments', params: { estadoComentario: 'pending' } })).toBe(
      '/dashboard/post/list?tab=comentarios&estadoComentario=pending',
    );
    expect(metricsHref({ screen: 'lowStock', params: {} })).toBe('/dashboard/analytics#stock-bajo');
    expect(
      metricsHref({
        screen: 'consultasClients',
        params: { desde: '2026-11-01', hasta: '2026-11-24' },
      }),
    ).toBe('/dashboard/consultas/clientes?desde=2026-11-01&hasta=2026-11-24');
  });
});
