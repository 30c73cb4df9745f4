import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import StarIcon from '@mui/icons-material/Star';
import {
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  type ProductSort,
  type ProductSummary,
  type PublishStatus,
} from '@quimia/contracts';
import { useBusinessLines } from '@/api/get-business-lines';
import { PublishStatusChip } from '@/components/publish-status-chip';
import { DebouncedSearchField } from '@/components/table/debounced-search-field';
import { ListTable } from '@/components/table/list-table';
import { RecordCell } from '@/components/table/record-cell';
import { RowActions } from '@/components/table/row-actions';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { StatusTabs } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { parseStatus } from '@/lib/form-options';
import { formatDateTime, formatNumber, formatUsd } from '@/lib/format';
import { parsePage, parsePageSize, parseSlug, useListParams } from '@/lib/list-params';
import { useProductTypes } from '../api/get-product-types';
import { useAdminProducts, useProductStatusCounts } from '../api/get-products';
import { DeleteProductDialog } from './delete-product-dialog';

const ALL = 'all';
/** Staff mostly look for what changed lately; a search sorts by relevance instead. */
const DEFAULT_SORT: ProductSort = 'newest';

type TabValue = typeof ALL | PublishStatus;
const TABS: { value: TabValue; label: string }[] = [
  { value: ALL, label: 'Todos' },
  { value: 'published', label: 'Publicados' },
  { value: 'draft', label: 'Borradores' },
];

const COLUMNS = [
  { label: 'Producto' },
  { label: 'Tipo' },
  { label: 'Precio desde', align: 'right' },
  { label: 'Stock', align: 'right' },
  { label: 'Estado' },
  { label: 'Actualizado' },
  { label: 'Acciones', align: 'right' },
] as const;

function parseSort(value: string | null): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === value);
}

/** Products table (staff): status tabs with counts, search, type and line filters, all in the URL. */
export function ProductListView() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [searchParams, updateParams] = useListParams();

  const estado = parseStatus(searchParams.get('estado'));
  const tipo = parseSlug(searchParams.get('tipo'));
  const linea = parseSlug(searchParams.get('linea'));
  const q = searchParams.get('q')?.trim() ?? '';
  const orden = parseSort(searchParams.get('orden')) ?? (q ? 'relevance' : DEFAULT_SORT);
  const page = parsePage(searchParams.get('page'));
  const pageSize = parsePageSize(searchParams.get('pageSize'));

  const products = useAdminProducts({ page, pageSize, q, tipo, linea, estado, orden });
  const { data: counts } = useProductStatusCounts({ q, tipo, linea });
  const types = useProductTypes();
  const lines = useBusinessLines();

  const [toDelete, setToDelete] = useState<ProductSummary | null>(null);

  const filtered = Boolean(q || tipo || linea || estado);

  // Counts per value under the other filters, when the list sent them.
  const typeCount = new Map(products.data?.facets?.tipos.map((facet) => [facet.slug, facet.count]));
  const lineCount = new Map(
    products.data?.facets?.lineas.map((facet) => [facet.slug, facet.count]),
  );
  const withCount = (name: string, count: number | undefined) =>
    count === undefined ? name : `${name} (${count})`;

  return (
    <Card>
      <StatusTabs
        value={estado ?? ALL}
        onChange={(value) => updateParams({ estado: value === ALL ? null : value })}
        tabs={TABS.map((tab) => ({ ...tab, count: counts?.[tab.value] }))}
        label="Estado de los productos"
      />

      <Box
        sx={{
          p: 2.5,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '200px 200px 200px 1fr' },
        }}
      >
        <TextField
          select
          label="Tipo"
          value={tipo ?? ''}
          onChange={(event) => updateParams({ tipo: event.target.value || null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todos los tipos</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.slug}>
              {withCount(type.name, typeCount.get(type.slug))}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Línea de negocio"
          value={linea ?? ''}
          onChange={(event) => updateParams({ linea: event.target.value || null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todas las líneas</option>
          {(lines.data ?? []).map((line) => (
            <option key={line.id} value={line.slug}>
              {withCount(line.name, lineCount.get(line.slug))}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Ordenar por"
          value={orden}
          onChange={(event) => updateParams({ orden: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PRODUCT_SORT_LABELS[sort]}
            </option>
          ))}
        </TextField>
        <DebouncedSearchField
          value={q}
          onCommit={(value) => updateParams({ q: value || null }, { replace: true })}
          placeholder="Nombre, código, CAS o sinónimo…"
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        />
      </Box>

      <ListTable
        label="Productos"
        minWidth={900}
        columns={COLUMNS}
        query={products}
        renderRow={(row) => (
          <ProductRow
            key={row.id}
            product={row}
            onDelete={isAdmin ? () => setToDelete(row) : undefined}
          />
        )}
        skeletonRow={
          <SkeletonRow
            avatar={<Skeleton variant="rounded" width={48} height={48} />}
            subtitleWidth="40%"
            cellWidths={[90, 70, 60, 80, 120]}
          />
        }
        emptyIcon={Inventory2OutlinedIcon}
        emptyTitle="No se encontraron productos"
        filtered={filtered}
        page={page}
        pageSize={pageSize}
        update={updateParams}
      />

      {isAdmin && <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />}
    </Card>
  );
}

/** `onDelete` is undefined for who may not delete: the row then has no delete button. */
type ProductRowProps = { product: ProductSummary; onDelete?: () => void };

function ProductRow({ product, onDelete }: ProductRowProps) {
  const detailsPath = paths.dashboard.product.details(product.id);
  return (
    <TableRow hover>
      <RecordCell
        avatar={
          <Avatar
            variant="rounded"
            src={product.image?.urls.sm}
            alt=""
            sx={{ width: 48, height: 48, bgcolor: 'background.neutral', color: 'text.disabled' }}
          >
            <Inventory2OutlinedIcon />
          </Avatar>
        }
        to={detailsPath}
        title={
          <>
            {product.name}
            {product.featured && (
              <Tooltip title="Destacado">
                <StarIcon
                  aria-label="Destacado"
                  sx={{ fontSize: 16, color: 'warning.main', ml: 0.5, verticalAlign: 'text-top' }}
                />
              </Tooltip>
            )}
          </>
        }
        subtitle={
          <>
            {product.code}
            {product.casNumber ? ` · CAS ${product.casNumber}` : ''}
          </>
        }
      />
      <TableCell>
        <Typography variant="body2">{product.type.name}</Typography>
        {product.subtype && (
          <Typography variant="caption" color="text.secondary">
            {product.subtype.name}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {product.priceFromCents === null ? (
          <Typography variant="body2" color="text.secondary">
            A consultar
          </Typography>
        ) : (
          formatUsd(product.priceFromCents)
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(product.stock)} {product.unit}
      </TableCell>
      <TableCell>
        <PublishStatusChip status={product.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(product.updatedAt)}</TableCell>
      <RowActions
        name={product.name}
        viewPath={detailsPath}
        editPath={paths.dashboard.product.edit(product.id)}
        onDelete={onDelete}
      />
    </TableRow>
  );
}
