import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import { ListTable, type ListTableProps } from './list-table';
import { ALL_STATUSES, StatusTabs, type StatusTab } from './status-tabs';

type StatusFilter<S extends string> = {
  /** The URL parameter the tabs set ('estado'). */
  param: string;
  /** Its value; undefined shows every status. */
  value: S | undefined;
  /** The tab list's accessible name, e.g. 'Estado de los productos'. */
  label: string;
  tabs: readonly StatusTab<S | typeof ALL_STATUSES>[];
};

type RecordListViewProps<T, S extends string> = ListTableProps<T> & {
  status: StatusFilter<S>;
  /** The search and the filters between the tabs and the table, in their own layout. */
  filters: ReactNode;
  /** What the rows open, such as the delete confirmation. */
  children?: ReactNode;
};

/**
 * A back-office list in its card: status tabs with counts, the filters, and the table with its
 * pager; every choice lives in the URL.
 */
export function RecordListView<T, S extends string>({
  status,
  filters,
  children,
  ...table
}: RecordListViewProps<T, S>) {
  return (
    <Card>
      <StatusTabs
        value={status.value ?? ALL_STATUSES}
        onChange={(value) =>
          table.update({ [status.param]: value === ALL_STATUSES ? null : value })
        }
        tabs={status.tabs}
        label={status.label}
      />
      {filters}
      <ListTable {...table} />
      {children}
    </Card>
  );
}
