import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListTablePagination } from './list-table-pagination';

const pager = (pageSize: number, total: number) =>
  renderToStaticMarkup(
    <ListTablePagination
      total={total}
      page={1}
      pageSize={pageSize}
      stale={false}
      update={() => {}}
    />,
  );

describe('ListTablePagination', () => {
  it('offers the page sizes of a paged list, its own selected', () => {
    const html = pager(25, 120);
    expect(html).toContain('Filas por página');
    expect(html).toContain('1–25 de 120');
  });

  it('offers none for a list shown whole, rather than a blank choice', () => {
    const html = pager(6, 6);
    expect(html).not.toContain('Filas por página');
    expect(html).toContain('1–6 de 6');
  });
});
