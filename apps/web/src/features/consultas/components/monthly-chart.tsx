import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MonthlyAmount } from '@quimia/contracts';
import { formatUsd } from '@/lib/format';
import { formatMonth } from '../utils/format';
import { ExportButton } from './export-button';

// The charts library is large: it is downloaded with the first chart drawn, never with the rest
// of the dashboard.
const MonthlyBarChart = lazy(() => import('./monthly-bar-chart'));

type MonthlyChartProps = {
  title: string;
  months: readonly MonthlyAmount[];
  /** Which figures to draw: sales, purchases or both. */
  series: readonly ('sales' | 'purchases')[];
};

/** A detail page's amounts per month: the bars, and the same figures as a table on request. */
export function MonthlyChart({ title, months, series }: MonthlyChartProps) {
  const [table, setTable] = useState(false);
  const tableId = `${title.replaceAll(' ', '-').toLowerCase()}-tabla`;
  const empty = months.every((month) => month.salesCents === 0 && month.purchasesCents === 0);
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button
            size="small"
            onClick={() => setTable(!table)}
            aria-expanded={table}
            aria-controls={tableId}
          >
            {table ? 'Ocultar tabla' : 'Ver como tabla'}
          </Button>
          <ExportButton
            title={title}
            columns={[
              { label: 'Mes', kind: 'text' },
              ...series.map((name) => ({
                label: name === 'sales' ? 'Ventas' : 'Compras',
                kind: 'usd' as const,
              })),
            ]}
            values={(month: MonthlyAmount) => [
              month.month,
              ...series.map(
                (name) => (name === 'sales' ? month.salesCents : month.purchasesCents) / 100,
              ),
            ]}
            fetchPage={() => Promise.resolve({ items: months, total: months.length })}
          />
        </Box>
      </Box>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          Sin movimientos en estos meses.
        </Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <MonthlyBarChart months={months} series={series} />
          </Suspense>
        </Box>
      )}
      <Collapse in={table} id={tableId}>
        <TableContainer tabIndex={0} sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small" aria-label={`${title} (tabla)`}>
            <TableHead>
              <TableRow>
                <TableCell>Mes</TableCell>
                {series.includes('sales') && <TableCell align="right">Ventas</TableCell>}
                {series.includes('purchases') && <TableCell align="right">Compras</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month) => (
                <TableRow key={month.month}>
                  <TableCell>{formatMonth(month.month)}</TableCell>
                  {series.includes('sales') && (
                    <TableCell align="right">{formatUsd(month.salesCents)}</TableCell>
                  )}
                  {series.includes('purchases') && (
                    <TableCell align="right">{formatUsd(month.purchasesCents)}</TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Collapse>
    </Card>
  );
}
