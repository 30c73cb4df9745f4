/** What a list query gives: one page of rows, how many match in all and the counts per view. */
export type CountedRows<Row, Counts> = { rows: Row[]; total: number; counts: Counts };

/**
 * The answer of a staff list: the page's rows as the client sees them, the total, the page asked
 * for (echoed so the client can tell which answer it holds) and the counts per status tab.
 */
export function countedPage<Row, Item, Counts>(
  query: { page: number; pageSize: number },
  { rows, total, counts }: CountedRows<Row, Counts>,
  present: (row: Row) => Item,
) {
  return {
    items: rows.map((row) => present(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
