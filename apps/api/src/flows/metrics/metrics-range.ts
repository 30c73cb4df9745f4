import {
  metricsRangeProblem,
  resolveMetricsRange,
  type MetricsGrouping,
  type MetricsRange,
} from '@quimia/contracts';
import { badRequest } from '../../lib/errors';

type RangeQuery = { desde?: string; hasta?: string };

/**
 * The range a query asks for with its gaps filled from `today`; refused (400, in Spanish) when
 * it ends before it starts or, grouped, has too many periods. The query's schema already refuses
 * both when both days are given; a day left out is filled here and checked again.
 */
export function resolvedRange(
  query: RangeQuery & { agrupar: MetricsGrouping },
  today: string,
): MetricsRange & { agrupar: MetricsGrouping };
export function resolvedRange(query: RangeQuery, today: string): MetricsRange;
export function resolvedRange(query: RangeQuery & { agrupar?: MetricsGrouping }, today: string) {
  const range = resolveMetricsRange(query, today);
  const problem = metricsRangeProblem(range.desde, range.hasta, query.agrupar);
  if (problem) throw badRequest(problem, [{ field: 'hasta', message: problem }]);
  return query.agrupar ? range : { desde: range.desde, hasta: range.hasta };
}
