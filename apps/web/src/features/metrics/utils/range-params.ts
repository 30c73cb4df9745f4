import {
  METRICS_GROUPINGS,
  metricsRangeProblem,
  resolveMetricsRange,
  type MetricsGrouping,
} from '@quimia/contracts';
import { shopToday } from '@/lib/format';

// The analytics page keeps its range and grouping in the address (`desde`, `hasta`, `agrupar`), so
// a reload or a shared link shows the same figures. What is left out takes the API's defaults.

export { shopToday };

function parseDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  // A day that does not exist (2026-02-31) is left out rather than sent to be refused.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export type MetricsRangeState = {
  desde: string;
  hasta: string;
  agrupar: MetricsGrouping;
  /** Why the range cannot be asked for (Spanish), or null. */
  problem: string | null;
  /** Whether the address chose the days (a reset is offered then). */
  custom: boolean;
};

/** The range and grouping from the address, the defaults filled in from `today`. */
export function readRangeParams(params: URLSearchParams, today: string): MetricsRangeState {
  const agrupar = METRICS_GROUPINGS.find((value) => value === params.get('agrupar')) ?? 'mes';
  let desde = parseDay(params.get('desde'));
  let hasta = parseDay(params.get('hasta'));
  // A range written backwards (a link edited by hand) is read the right way round.
  if (desde && hasta && desde > hasta) [desde, hasta] = [hasta, desde];
  const range = resolveMetricsRange({ desde, hasta, agrupar }, today);
  return {
    ...range,
    problem: metricsRangeProblem(range.desde, range.hasta, range.agrupar),
    custom: Boolean(desde || hasta),
  };
}
