import { parsePage, parsePageSize, type ParamChanges } from '@/lib/list-params';

// A consulta's table keeps its search, days, sort and page in URL parameters. A page with several
// tables (a product's tabs) gives each its own prefix, so one table's page does not move another's.

export type SortDir = 'asc' | 'desc';

/** What every consulta table reads from its parameters. */
export type ConsultaListState<S extends string> = {
  q: string;
  desde: string | undefined;
  hasta: string | undefined;
  orden: S | undefined;
  dir: SortDir | undefined;
  page: number;
  pageSize: number;
};

/** A day as the date fields write it (`2026-03-31`), or undefined. */
export function parseDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

/** The table's state from `params`, each name read with `prefix` before it. */
export function readConsultaParams<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  prefix = '',
): ConsultaListState<S> {
  const get = (name: string) => params.get(`${prefix}${name}`);
  const orden = sorts.find((sort) => sort === get('orden'));
  const dir = get('dir');
  let desde = parseDay(get('desde'));
  let hasta = parseDay(get('hasta'));
  // A range written backwards (a shared link edited by hand) is read the right way round.
  if (desde && hasta && desde > hasta) [desde, hasta] = [hasta, desde];
  return {
    q: get('q')?.trim() ?? '',
    desde,
    hasta,
    orden,
    dir: orden && (dir === 'asc' || dir === 'desc') ? dir : undefined,
    page: parsePage(get('page')),
    pageSize: parsePageSize(get('pageSize')),
  };
}

/**
 * The parameters after `changes` (unprefixed names; an empty value removes one). Any change but
 * the page's own goes back to the first page, unless `resetPage` is false.
 */
export function applyParamChanges(
  previous: URLSearchParams,
  changes: ParamChanges,
  prefix = '',
  resetPage = true,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(`${prefix}${key}`, value);
    else next.delete(`${prefix}${key}`);
  }
  if (resetPage && !('page' in changes)) next.delete(`${prefix}page`);
  return next;
}

/**
 * Clicking a column's header: the same column turns its direction round; another column starts
 * with its own first direction (amounts and dates from the largest, names from A).
 */
export function sortChange<S extends string>(
  current: { orden: S | undefined; dir: SortDir | undefined },
  column: S,
  firstDir: SortDir,
): ParamChanges {
  if (current.orden === column) {
    const dir = current.dir ?? firstDir;
    return { orden: column, dir: dir === 'asc' ? 'desc' : 'asc' };
  }
  return { orden: column, dir: firstDir };
}

/** What the list's endpoint is asked for: empty parameters left out. */
export function consultaQuery<S extends string>(state: ConsultaListState<S>) {
  return {
    q: state.q || undefined,
    desde: state.desde,
    hasta: state.hasta,
    orden: state.orden,
    dir: state.orden ? state.dir : undefined,
    page: state.page,
    pageSize: state.pageSize,
  };
}
