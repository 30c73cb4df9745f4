import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import StarIcon from '@mui/icons-material/Star';
import {
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  type ProductSort,
  type ProductSummary,
} from '@quimia/contracts';
import { useBusinessLines } from '@/api/business-lines';
import { ListSearchField } from '@/components/table/list-filters';
import { PublishStatusChip } from '@/domain/catalog/publish-status-chip';
import { PublishStateCells } from '@/domain/catalog/publish-state-cells';
import { RecordCell } from '@/components/table/record-cell';
import { RecordListView } from '@/components/table/record-list-view';
import { RecordThumbnail } from '@/components/table/record-thumbnail';
import { RowActions } from '@/components/table/row-actions';
import { facetOptions, SelectFilter } from '@/components/table/select-filter';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { publishStatusTabs } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { parseStatus } from '@/lib/form-options';
import { formatNumber, formatUsd } from '@/lib/format';
import { parseSlug, useRecordListParams } from '@/lib/list-params';
import { useAdminProducts, useProductStatusCounts, useProductTypes } from '../api/products';
import { DeleteProductDialog } from './delete-product-dialog';
import { StockLevelChip } from './stock-level-chip';

/** Staff mostly look for what changed lately; a search sorts by relevance instead. */
const DEFAULT_SORT: ProductSort = 'newest';

const SORT_OPTIONS = PRODUCT_SORTS.map((sort) => ({
  value: sort,
  label: PRODUCT_SORT_LABELS[sort],
}));

const COLUMNS = [
  { label: 'Producto' },
  { label: 'Tipo', wide: true },
  { label: 'Precio desde', align: 'right' },
  { label: 'Disponible', align: 'right', wide: true },
  // A phone shows the state under the price: the row keeps the screen's width.
  { label: 'Estado', wide: true },
  { label: 'Actualizado', wide: true },
  { label: 'Acciones', align: 'right', buttons: true },
] as const;

function parseSort(value: string | null): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === value);
}

/** Products table (staff): status tabs with counts, search, type and line filters, all in the URL. */
export function ProductListView() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const estado = parseStatus(searchParams.get('estado'));
  const tipo = parseSlug(searchParams.get('tipo'));
  const linea = parseSlug(searchParams.get('linea'));
  const orden = parseSort(searchParams.get('orden')) ?? (q ? 'relevance' : DEFAULT_SORT);

  const products = useAdminProducts({ page, pageSize, q, tipo, linea, estado, orden });
  const { data: counts } = useProductStatusCounts({ q, tipo, linea });
  const types = useProductTypes();
  const lines = useBusinessLines({ staff: true });

  const [toDelete, setToDelete] = useState<ProductSummary | null>(null);

  return (
    <RecordListView
      status={{
        param: 'estado',
        value: estado,
        label: 'Estado de los productos',
        tabs: publishStatusTabs({ all: 'Todos', published: 'Publicados' }, counts),
      }}
      filters={
        <Box
          sx={{
            p: 2.5,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '200px 200px 200px 1fr' },
          }}
        >
          <SelectFilter
            label="Tipo"
            value={tipo}
            onChange={(value) => update({ tipo: value })}
            allLabel="Todos los tipos"
            options={facetOptions(types.data, products.data?.facets?.tipos)}
          />
          <SelectFilter
            label="Línea de negocio"
            value={linea}
            onChange={(value) => update({ linea: value })}
            allLabel="Todas las líneas"
            options={facetOptions(lines.data, products.data?.facets?.lineas)}
          />
          <SelectFilter
            label="Ordenar por"
            value={orden}
            onChange={(value) => update({ orden: value })}
            options={SORT_OPTIONS}
          />
          <ListSearchField
            q={q}
            update={update}
            placeholder="Nombre, código, CAS o sinónimo…"
            sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
          />
        </Box>
      }
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
      filtered={Boolean(q || tipo || linea || estado)}
      page={page}
      pageSize={pageSize}
      update={update}
    >
      {isAdmin && <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />}
    </RecordListView>
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
          <RecordThumbnail
            src={product.image?.urls.sm}
            icon={Inventory2OutlinedIcon}
            width={48}
            height={48}
          />
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
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <PublishStatusChip status={product.status} />
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatNumber(product.stock)} {product.unit}
        <StockLevelChip product={product} />
      </TableCell>
      <PublishStateCells status={product.status} updatedAt={product.updatedAt} />
      <RowActions
        name={product.name}
        viewPath={detailsPath}
        editPath={paths.dashboard.product.edit(product.id)}
        onDelete={onDelete}
      />
    </TableRow>
  );
}
