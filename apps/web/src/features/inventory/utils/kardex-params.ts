import { STOCK_MOVE_KINDS, type KardexQuery, type StockMoveKind } from '@quimia/contracts';

/** The URL's parameters of the kardex's filters (`?sucursal=sur-de-quito&tipo=transfer`). */
export const BRANCH_PARAM = 'sucursal';
export const KIND_PARAM = 'tipo';

/** A kind of move from the URL, or undefined (every kind) when it names none. */
export function parseMoveKind(value: string | null): StockMoveKind | undefined {
  return STOCK_MOVE_KINDS.find((kind) => kind === value);
}

/** A branch's key from the URL, or undefined (every branch) when it cannot be one. */
export function parseBranchKey(value: string | null): string | undefined {
  return value && /^[a-z0-9-]{1,64}$/.test(value) ? value : undefined;
}

/** What the kardex shows, as the URL holds it. */
export type KardexListState = {
  branchId: string | undefined;
  kind: StockMoveKind | undefined;
  desde: string | undefined;
  hasta: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * The kardex endpoint's query for a product: empty filters are left out, so equal lists share one
 * cache entry; a range written backwards (a link edited by hand) is read the right way round.
 */
export function kardexQuery(productId: string, state: KardexListState): KardexQuery {
  const query: KardexQuery = { id: productId, page: state.page, pageSize: state.pageSize };
  if (state.branchId) query.branchId = state.branchId;
  if (state.kind) query.kind = state.kind;
  let { desde, hasta } = state;
  if (desde && hasta && desde > hasta) [desde, hasta] = [hasta, desde];
  if (desde) query.desde = desde;
  if (hasta) query.hasta = hasta;
  return query;
}
