import { describe, expect, it } from 'vitest';
import {
  countPeriods,
  metricsSeriesQuerySchema,
  periodsOf,
  periodStart,
  resolveMetricsRange,
} from './metrics';

describe('metrics periods', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    // 2026-11-24 is a Tuesday; 2026-11-01 a Sunday.
    expect(periodStart('2026-11-24', 'semana')).toBe('2026-11-23');
    expect(periodStart('2026-11-23', 'semana')).toBe('2026-11-23');
    expect(periodStart('2026-11-01', 'semana')).toBe('2026-10-26');
    expect(periodStart('2026-11-24', 'mes')).toBe('2026-11-01');
  });

  it('lists every period of a range, the first and last cut to it', () => {
    expect(periodsOf('2026-01-30', '2026-03-02', 'mes')).toEqual([
      { period: '2026-01-01', start: '2026-01-30', end: '2026-01-31' },
      { period: '2026-02-01', start: '2026-02-01', end: '2026-02-28' },
      { period: '2026-03-01', start: '2026-03-01', end: '2026-03-02' },
    ]);
    expect(periodsOf('2026-12-30', '2027-01-05', 'semana')).toEqual([
      { period: '2026-12-28', start: '2026-12-30', end: '2027-01-03' },
      { period: '2027-01-04', start: '2027-01-04', end: '2027-01-05' },
    ]);
    expect(periodsOf('2024-02-28', '2024-03-01', 'dia').map((p) => p.period)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(countPeriods('2025-12-15', '2026-02-01', 'mes')).toBe(3);
    expect(countPeriods('2026-12-30', '2027-01-05', 'semana')).toBe(2);
  });

  it('fills a missing range from today, and refuses one too long or reversed', () => {
    expect(resolveMetricsRange({}, '2026-11-24')).toEqual({
      desde: '2025-12-01',
      hasta: '2026-11-24',
      agrupar: 'mes',
    });
    expect(resolveMetricsRange({ agrupar: 'dia' }, '2026-11-24').desde).toBe('2026-10-26');
    expect(resolveMetricsRange({ agrupar: 'semana' }, '2026-11-24').desde).toBe('2026-09-07');

    const problem = (query: Record<string, string>) =>
      metricsSeriesQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(problem({ desde: '2025-01-01', hasta: '2026-12-31', agrupar: 'dia' })).toMatch(
      /como máximo 400 días/,
    );
    expect(problem({ desde: '2025-01-01', hasta: '2026-12-31', agrupar: 'mes' })).toBeUndefined();
    expect(problem({ desde: '2026-02-01', hasta: '2026-01-31' })).toBe(
      'La fecha inicial es posterior a la final',
    );
  });
});
