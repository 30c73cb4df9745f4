import { Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DataColumn } from './table/data-columns';
import { FigureTable, RowsExportButton } from './table/simple-table';

type ChartCardProps<T> = {
  /** The card's heading, its region's name and the exported file's title. */
  title: string;
  /** A line under the heading: what the figures count. */
  subtitle?: ReactNode;
  /** The figures behind the chart: its table view and its export. */
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowHref?: (row: T) => string | null;
  /** Nothing to draw: `emptyText` instead of the chart (the table and export stay). */
  empty: boolean;
  emptyText: string;
  /** The chart, from a lazily loaded chunk: the card waits for it with a skeleton. */
  chart: ReactNode;
  height?: number;
  tableMinWidth?: number;
};

/**
 * A chart in a card, with the same figures as a table on request ("Ver como tabla") and exported
 * to CSV or Excel: a chart alone is neither readable by every visitor nor copyable.
 */
export function ChartCard<T>({
  title,
  subtitle,
  columns,
  rows,
  rowKey,
  rowHref,
  empty,
  emptyText,
  chart,
  height = 280,
  tableMinWidth = 400,
}: ChartCardProps<T>) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, height: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
          <Button
            size="small"
            onClick={() => setTable(!table)}
            aria-expanded={table}
            aria-controls={tableId}
          >
            {table ? 'Ocultar tabla' : 'Ver como tabla'}
          </Button>
          <RowsExportButton title={title} columns={columns} rows={rows} />
        </Box>
      </Box>
      {empty ? (
        <Typography
          color="text.secondary"
          sx={{ py: 4, minHeight: height / 2, display: 'grid', placeItems: 'center' }}
        >
          {emptyText}
        </Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{chart}</Suspense>
        </Box>
      )}
      <Collapse in={table} id={tableId} unmountOnExit>
        <Box sx={{ mt: 2 }}>
          <FigureTable
            label={`${title} (tabla)`}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            rowHref={rowHref}
            emptyTitle={emptyText}
            minWidth={tableMinWidth}
            size="small"
            stackWhenNarrow
          />
        </Box>
      </Collapse>
    </Card>
  );
}
