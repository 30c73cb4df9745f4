import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { LowStockProduct, PendingComment } from '@quimia/contracts';
import { metricsEndpoints } from '@quimia/contracts/endpoints/metrics';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { RetryAlert } from '@/components/retry-alert';
import { exportOf, type DataColumn } from '@/components/table/data-columns';
import { FigureTable, RowsExportButton } from '@/components/table/simple-table';
import { paths } from '@/config/paths';
import { callEndpoint } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useMetric } from '../api/metrics';
import { LOW_STOCK_ANCHOR, metricsHref } from '../utils/metric-link';

const LOW_STOCK_PAGE = 10;

const LOW_STOCK_COLUMNS: DataColumn<LowStockProduct>[] = [
  { label: 'Producto', value: (row) => row.name, minWidth: 160 },
  { label: 'Código', value: (row) => row.code, nowrap: true },
  { label: 'Sucursal', value: (row) => row.branchName },
  {
    label: 'Disponible',
    kind: 'number',
    value: (row) => row.available,
    render: (row) => `${formatNumber(row.available)} ${row.unit}`,
  },
  {
    label: 'Reservado',
    kind: 'number',
    value: (row) => row.reserved,
    render: (row) => `${formatNumber(row.reserved)} ${row.unit}`,
  },
  {
    label: 'Stock mínimo',
    kind: 'number',
    value: (row) => row.minimum,
    render: (row) => `${formatNumber(row.minimum)} ${row.unit}`,
  },
  {
    label: 'Faltan',
    kind: 'number',
    value: (row) => row.shortfall,
    render: (row) => `${formatNumber(row.shortfall)} ${row.unit}`,
  },
];

/** A list card's heading, what it holds, and its actions (export, where to handle it). */
function CardHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, pb: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>{children}</Box>
    </Box>
  );
}

/** Published products at or below their minimum at a branch (what is available), emptiest first. */
export function LowStockCard() {
  const [page, setPage] = useState(1);
  const query = useMetric('lowStock', { page, pageSize: LOW_STOCK_PAGE });
  const { data } = query;
  const file = exportOf(LOW_STOCK_COLUMNS);
  const title = 'Productos con stock bajo';
  return (
    <Card component="section" aria-label={title} id={LOW_STOCK_ANCHOR} sx={{ scrollMarginTop: 96 }}>
      <CardHeading
        title={title}
        subtitle={
          data
            ? data.total === 0
              ? 'Ninguna sucursal tiene un producto publicado en su stock mínimo.'
              : data.total === 1
                ? '1 producto en su stock mínimo o por debajo en una sucursal (lo disponible)'
                : `${formatNumber(data.total)} productos en su stock mínimo o por debajo, por sucursal (lo disponible)`
            : 'Productos en su stock mínimo o por debajo, por sucursal'
        }
      >
        {data && data.total > 0 && (
          <Button component={RouterLink} to={paths.dashboard.inventory.suggestion} size="small">
            Sugerencia de compra
          </Button>
        )}
        <ExportButton
          title={title}
          columns={file.columns}
          values={file.values}
          fetchPage={(exportPage, pageSize) =>
            callEndpoint(metricsEndpoints.lowStock, { query: { page: exportPage, pageSize } })
          }
        />
      </CardHeading>
      {query.isError && !data ? (
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} sx={{ m: 2.5 }} />
      ) : (
        <Box
          aria-busy={!data || query.isPlaceholderData}
          sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {data?.total !== 0 && (
            <FigureTable
              label={title}
              columns={LOW_STOCK_COLUMNS}
              rows={data?.items ?? []}
              rowKey={(row) => `${row.id}:${row.branchId}`}
              rowHref={(row) => paths.dashboard.product.edit(row.id)}
              emptyTitle={data ? 'Sin productos con stock bajo.' : 'Cargando…'}
              minWidth={760}
              stackWhenNarrow
            />
          )}
          {data && data.total > LOW_STOCK_PAGE && (
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={LOW_STOCK_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
            />
          )}
        </Box>
      )}
    </Card>
  );
}

const COMMENT_COLUMNS: DataColumn<PendingComment>[] = [
  { label: 'Fórmula', value: (row) => row.formulaTitle, minWidth: 140 },
  { label: 'Autor', value: (row) => row.authorName },
  { label: 'Comentario', value: (row) => row.excerpt, minWidth: 220 },
  { label: 'Recibido', kind: 'date', value: (row) => row.createdAt },
];

/** Formula comments waiting for moderation, oldest first, and where to moderate them. */
export function PendingCommentsCard() {
  const query = useMetric('pendingComments', { limite: 5 });
  const { data } = query;
  const title = 'Comentarios por moderar';
  return (
    <Card component="section" aria-label={title}>
      <CardHeading
        title={title}
        subtitle={
          data
            ? data.total === 0
              ? 'Ningún comentario espera moderación.'
              : `${formatNumber(data.total)} esperan; los más antiguos primero`
            : 'Comentarios en fórmulas que esperan aprobación'
        }
      >
        {data && data.total > 0 && (
          <Button component={RouterLink} to={metricsHref(data.link)} size="small">
            Moderar
          </Button>
        )}
        <RowsExportButton title={title} columns={COMMENT_COLUMNS} rows={data?.items ?? []} />
      </CardHeading>
      {query.isError && !data ? (
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} sx={{ m: 2.5 }} />
      ) : (
        data?.items.length !== 0 && (
          <FigureTable
            label={title}
            columns={COMMENT_COLUMNS}
            rows={data?.items ?? []}
            rowKey={(row) => row.id}
            rowHref={() => (data ? metricsHref(data.link) : null)}
            emptyTitle="Cargando…"
            minWidth={600}
            size="small"
            stackWhenNarrow
          />
        )
      )}
    </Card>
  );
}
