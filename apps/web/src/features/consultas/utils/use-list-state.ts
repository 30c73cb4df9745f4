import { useCallback, useState } from 'react';
import { useSearchParamsUpdate, type ParamChanges, type UpdateListParams } from '@/lib/list-params';
import { applyParamChanges, readConsultaParams, type ConsultaListState } from './list-params';

/** A table's state and how to change it (unprefixed names: `q`, `page`, `orden`…). */
export type ConsultaTableState<S extends string> = ConsultaListState<S> & {
  update: UpdateListParams;
  /** Search or days are set: an empty table suggests changing them. */
  filtered: boolean;
  /** Other parameters of the table (`con`), read with its prefix. */
  get: (name: string) => string | null;
};

function stateOf<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  prefix: string,
  update: UpdateListParams,
): ConsultaTableState<S> {
  const state = readConsultaParams(params, sorts, prefix);
  return {
    ...state,
    update,
    filtered: Boolean(state.q || state.desde || state.hasta),
    get: (name) => params.get(`${prefix}${name}`),
  };
}

/**
 * A table whose state lives in the address (lists, a detail page's tables): back, forward and a
 * shared link bring it back. `prefix` keeps the tables of one page apart.
 */
export function useUrlTableState<S extends string>(
  sorts: readonly S[],
  prefix = '',
): ConsultaTableState<S> {
  const [searchParams, change] = useSearchParamsUpdate();
  const update = useCallback<UpdateListParams>(
    (changes: ParamChanges, { resetPage = true, replace = false } = {}) =>
      change((previous) => applyParamChanges(previous, changes, prefix, resetPage), { replace }),
    [change, prefix],
  );
  return stateOf(searchParams, sorts, prefix, update);
}

/** A table whose state is its own (the lines opened under a row): the address stays as it is. */
export function useLocalTableState<S extends string>(sorts: readonly S[]): ConsultaTableState<S> {
  const [params, setParams] = useState(() => new URLSearchParams());
  const update = useCallback<UpdateListParams>(
    (changes: ParamChanges, { resetPage = true } = {}) =>
      setParams((previous) => applyParamChanges(previous, changes, '', resetPage)),
    [],
  );
  return stateOf(params, sorts, '', update);
}
