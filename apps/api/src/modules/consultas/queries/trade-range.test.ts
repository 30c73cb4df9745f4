import { describe, expect, it } from 'vitest';
import { splitRange } from './trade-range';

describe('a date range split into whole months and loose days', () => {
  it('reads a calendar month as one month and no days', () => {
    expect(splitRange({ desde: '2026-06-01', hasta: '2026-06-30' })).toEqual({
      months: { from: '2026-06-01', to: '2026-06-01' },
      days: [],
    });
    expect(splitRange({ desde: '2024-02-01', hasta: '2024-02-29' }).days).toEqual([]);
  });

  it('keeps the ragged ends as days', () => {
    expect(splitRange({ desde: '2026-03-15', hasta: '2026-06-10' })).toEqual({
      months: { from: '2026-04-01', to: '2026-05-01' },
      days: [
        { desde: '2026-03-15', hasta: '2026-03-31' },
        { desde: '2026-06-01', hasta: '2026-06-10' },
      ],
    });
    expect(splitRange({ desde: '2025-12-31', hasta: '2026-01-31' })).toEqual({
      months: { from: '2026-01-01', to: '2026-01-01' },
      days: [{ desde: '2025-12-31', hasta: '2025-12-31' }],
    });
  });

  it('reads a range inside one month, or this month so far, from its days', () => {
    const range = { desde: '2026-11-01', hasta: '2026-11-28' };
    expect(splitRange(range)).toEqual({ months: null, days: [range] });
    const day = { desde: '2026-11-28', hasta: '2026-11-28' };
    expect(splitRange(day)).toEqual({ months: null, days: [day] });
  });

  it('leaves open ends open', () => {
    expect(splitRange({ desde: '2026-03-02' })).toEqual({
      months: { from: '2026-04-01', to: undefined },
      days: [{ desde: '2026-03-02', hasta: '2026-03-31' }],
    });
    expect(splitRange({ hasta: '2026-03-02' })).toEqual({
      months: { from: undefined, to: '2026-02-01' },
      days: [{ desde: '2026-03-01', hasta: '2026-03-02' }],
    });
  });

  it('stays within the calendar at its last year', () => {
    expect(splitRange({ desde: '9999-12-15', hasta: '9999-12-31' })).toEqual({
      months: null,
      days: [{ desde: '9999-12-15', hasta: '9999-12-31' }],
    });
    expect(splitRange({ desde: '9999-11-01', hasta: '9999-12-15' })).toEqual({
      months: { from: '9999-11-01', to: '9999-11-01' },
      days: [{ desde: '9999-12-01', hasta: '9999-12-15' }],
    });
    expect(splitRange({ desde: '0001-01-01', hasta: '9999-12-31' }).days).toEqual([]);
  });
});
