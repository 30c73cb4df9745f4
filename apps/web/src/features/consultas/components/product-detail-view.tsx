import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  LINE_SORTS,
  PRODUCT_PARTY_SORTS,
  QUOTATION_STATUS_LABELS,
  type ConsultaProductDetail,
  type ProductFormula,
  type ProductParty,
  type ProductProforma,
} from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { Fact } from '@/components/fact-list';
import { RetryAlert } from '@/components/retry-alert';
import { SimpleTable } from '@/components/table/simple-table';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/list-params';
import { formatNumber, formatUsd } from '@/lib/format';
import { formatDay, formatPercent, formatUnitPrice } from '@/lib/figure-format';
import { consultaEndpoints, pageFetcher, useConsulta } from '../api/consultas';
import { formatAmount, formatPublishStatus } from '../utils/format';
import { consultaQuery } from '../utils/list-params';
import { useUrlTableState } from '../utils/use-list-state';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';
import { lineColumns } from './document-columns';
import { DataCard, FigureCard } from './figures';
import { MonthlyChart } from './monthly-chart';

const TABS = [
  { value: 'clientes', label: 'Clientes' },
  { value: 'proveedores', label: 'Proveedores' },
  { value: 'ventas', label: 'Ventas' },
  { value: 'compras', label: 'Compras' },
  { value: 'proformas', label: 'Proformas' },
  { value: 'formulas', label: 'Fórmulas' },
] as const;
type ProductTab = (typeof TABS)[number]['value'];

/** A product's page: data, figures, months and its tabs (each table in the address). */
export function ProductDetailView({ detail }: { detail: ConsultaProductDetail }) {
  const { product, sales, purchases, lastCost } = detail;
  const [searchParams, update] = useListParams();
  const tab: ProductTab =
    TABS.find((item) => item.value === searchParams.get('tab'))?.value ?? 'clientes';
  return (
    <Stack spacing={3}>
      <DataCard>
        <Fact term="Código">{product.code}</Fact>
        <Fact term="Nombre">
          <Link component={RouterLink} to={paths.dashboard.product.details(product.id)}>
            {product.name}
          </Link>
        </Fact>
        <Fact term="Tipo">{product.typeName ?? '—'}</Fact>
        <Fact term="Existencias">{formatAmount(product.stock, product.unit)}</Fact>
        <Fact term="Estado">{formatPublishStatus(product.status)}</Fact>
        <Fact term="Precio de catálogo">
          {product.listUnitPrice === null
            ? 'A consultar'
            : `${formatUnitPrice(product.listUnitPrice)} / ${product.unit} (sin IVA)`}
        </Fact>
      </DataCard>
      <FigureCard
        title="Cifras"
        figures={[
          {
            label: 'Ventas (sin IVA)',
            value: formatUsd(sales.amountCents),
            hint: formatAmount(sales.quantity, product.unit),
          },
          { label: 'Clientes', value: formatNumber(sales.clientCount) },
          {
            label: 'Precio promedio de venta',
            value:
              sales.averageUnitPrice === null
                ? '—'
                : `${formatUnitPrice(sales.averageUnitPrice)} / ${product.unit}`,
            hint: `Última venta: ${formatDay(sales.lastDate)}`,
          },
          {
            label: 'Compras (sin IVA)',
            value: formatUsd(purchases.amountCents),
            hint: formatAmount(purchases.quantity, product.unit),
          },
          { label: 'Proveedores', value: formatNumber(purchases.supplierCount) },
          {
            label: 'Costo promedio',
            value:
              purchases.averageUnitCost === null
                ? '—'
                : `${formatUnitPrice(purchases.averageUnitCost)} / ${product.unit}`,
            hint: `Última compra: ${formatDay(purchases.lastDate)}`,
          },
          {
            label: 'Último costo',
            value: lastCost
              ? `${formatUnitPrice(lastCost.unitCost)} / ${lastCost.unit}`
              : 'Sin compras registradas',
            hint: lastCost && (
              <>
                <Link
                  component={RouterLink}
                  to={paths.dashboard.consultas.supplier(lastCost.supplierId)}
                  underline="always"
                >
                  {lastCost.supplierName}
                </Link>
                {` · ${formatDay(lastCost.date)} · ${lastCost.documentNumber}`}
              </>
            ),
          },
          {
            label: 'Margen',
            value: formatPercent(detail.marginPercent),
            hint: 'Precio promedio de venta frente al costo promedio',
          },
          { label: 'Proformas', value: formatNumber(detail.proformaCount) },
        ]}
      />
      <MonthlyChart
        title="Ventas y compras por mes"
        months={detail.monthly}
        series={['sales', 'purchases']}
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: ProductTab) =>
            update({ tab: value === 'clientes' ? null : value }, { resetPage: false })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Detalle del producto"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={
                item.value === 'proformas'
                  ? `Proformas (${detail.proformaCount})`
                  : item.value === 'formulas'
                    ? `Fórmulas (${detail.formulaCount})`
                    : item.label
              }
            />
          ))}
        </Tabs>
        {tab === 'clientes' && (
          <ProductParties productId={product.id} side="client" unit={product.unit} />
        )}
        {tab === 'proveedores' && (
          <ProductParties productId={product.id} side="supplier" unit={product.unit} />
        )}
        {tab === 'ventas' && <ProductLines productId={product.id} side="sale" />}
        {tab === 'compras' && <ProductLines productId={product.id} side="purchase" />}
        {tab === 'proformas' && <ProductProformas productId={product.id} />}
        {tab === 'formulas' && <ProductFormulas productId={product.id} />}
      </Card>
    </Stack>
  );
}

type PartySort = (typeof PRODUCT_PARTY_SORTS)[number];

function partyColumns(
  side: 'client' | 'supplier',
  unit: string,
): ConsultaColumn<ProductParty, PartySort>[] {
  const price = side === 'client' ? 'precio' : 'costo';
  return [
    {
      label: side === 'client' ? 'Cliente' : 'Proveedor',
      sort: 'nombre',
      value: (row) => row.name,
    },
    { label: 'Identificación', value: (row) => row.identification },
    {
      label: 'Cantidad',
      kind: 'number',
      sort: 'cantidad',
      value: (row) => row.quantity,
      render: (row) => formatAmount(row.quantity, unit),
    },
    { label: 'Monto', kind: 'usd', sort: 'monto', value: (row) => row.amountCents },
    { label: 'Líneas', kind: 'number', value: (row) => row.lineCount },
    {
      label: `Último ${price}`,
      kind: 'price',
      sort: 'precio',
      value: (row) => row.lastUnitPrice,
      render: (row) =>
        row.lastUnitPrice === null ? '—' : `${formatUnitPrice(row.lastUnitPrice)} / ${unit}`,
    },
    {
      label: `${price === 'precio' ? 'Precio' : 'Costo'} promedio`,
      kind: 'price',
      value: (row) => row.averageUnitPrice,
      render: (row) =>
        row.averageUnitPrice === null ? '—' : `${formatUnitPrice(row.averageUnitPrice)} / ${unit}`,
    },
    { label: 'Última fecha', kind: 'date', sort: 'ultima', value: (row) => row.lastDate },
  ];
}

function ProductParties({
  productId,
  side,
  unit,
}: {
  productId: string;
  side: 'client' | 'supplier';
  unit: string;
}) {
  const state = useUrlTableState(PRODUCT_PARTY_SORTS, side === 'client' ? 'c.' : 'p.');
  const endpoint =
    side === 'client' ? consultaEndpoints.productClients : consultaEndpoints.productSuppliers;
  const query = { ...consultaQuery(state), id: productId };
  const list = useConsulta(endpoint, query);
  const label = side === 'client' ? 'Clientes del producto' : 'Proveedores del producto';
  return (
    <ConsultaTable
      label={label}
      columns={partyColumns(side, unit)}
      state={state}
      query={list}
      rowKey={(row) => row.partyId}
      rowHref={(row) =>
        side === 'client'
          ? paths.dashboard.consultas.client(row.partyId)
          : paths.dashboard.consultas.supplier(row.partyId)
      }
      fetchPage={pageFetcher(endpoint, query)}
      searchPlaceholder="Nombre o cédula/RUC…"
      emptyTitle={
        side === 'client' ? 'Sin clientes en estas fechas' : 'Sin proveedores en estas fechas'
      }
      minWidth={980}
    />
  );
}

function ProductLines({ productId, side }: { productId: string; side: 'sale' | 'purchase' }) {
  const state = useUrlTableState(LINE_SORTS, side === 'sale' ? 'v.' : 'k.');
  const endpoint =
    side === 'sale' ? consultaEndpoints.productSales : consultaEndpoints.productPurchases;
  const query = { ...consultaQuery(state), id: productId };
  const list = useConsulta(endpoint, query);
  return (
    <ConsultaTable
      label={side === 'sale' ? 'Ventas del producto' : 'Compras del producto'}
      columns={lineColumns(true)}
      state={state}
      query={list}
      rowKey={(row) => row.id}
      fetchPage={pageFetcher(endpoint, query)}
      searchPlaceholder="Número, cliente o proveedor…"
      emptyTitle={side === 'sale' ? 'Sin ventas en estas fechas' : 'Sin compras en estas fechas'}
      minWidth={1300}
    />
  );
}

const PROFORMA_SORTS = ['fecha', 'cantidad', 'monto'] as const;

const PROFORMA_COLUMNS: ConsultaColumn<ProductProforma, (typeof PROFORMA_SORTS)[number]>[] = [
  { label: 'Cotización', nowrap: true, value: (row) => row.number },
  { label: 'Fecha', kind: 'date', sort: 'fecha', value: (row) => row.date },
  { label: 'Cliente', value: (row) => row.customerName },
  {
    label: 'Estado',
    value: (row) =>
      QUOTATION_STATUS_LABELS[row.status as keyof typeof QUOTATION_STATUS_LABELS] ?? row.status,
  },
  { label: 'Presentación', value: (row) => row.presentationLabel },
  { label: 'Cantidad', kind: 'number', sort: 'cantidad', value: (row) => row.quantity },
  { label: 'Precio unitario', kind: 'usd', value: (row) => row.unitPriceCents },
  { label: 'Subtotal', kind: 'usd', sort: 'monto', value: (row) => row.subtotalCents },
];

function ProductProformas({ productId }: { productId: string }) {
  const state = useUrlTableState(PROFORMA_SORTS, 'q.');
  const query = { ...consultaQuery(state), id: productId };
  const list = useConsulta(consultaEndpoints.productProformas, query);
  return (
    <ConsultaTable
      label="Proformas del producto"
      columns={PROFORMA_COLUMNS}
      state={state}
      query={list}
      rowKey={(row) => `${row.quotationId}-${row.presentationLabel}`}
      rowHref={(row) => paths.dashboard.quotation.details(row.quotationId)}
      fetchPage={pageFetcher(consultaEndpoints.productProformas, query)}
      searchPlaceholder="Número o cliente…"
      emptyTitle="Sin proformas en estas fechas"
      minWidth={980}
    />
  );
}

const FORMULA_COLUMNS: ConsultaColumn<ProductFormula>[] = [
  { label: 'Fórmula', value: (row) => row.title },
  { label: 'Estado', value: (row) => formatPublishStatus(row.status) },
  { label: 'Cantidad', value: (row) => formatAmount(row.amount, row.unit) },
  { label: 'Porcentaje', kind: 'percent', value: (row) => row.percentage },
];

function ProductFormulas({ productId }: { productId: string }) {
  const formulas = useConsulta(
    consultaEndpoints.productFormulas,
    { id: productId },
    { keepPrevious: false },
  );
  if (formulas.isError) {
    return (
      <RetryAlert error={formulas.error} onRetry={() => void formulas.refetch()} sx={{ m: 2.5 }} />
    );
  }
  return (
    <SimpleTable
      label="Fórmulas que lo usan"
      columns={FORMULA_COLUMNS}
      rows={formulas.data?.items ?? []}
      rowKey={(row) => row.id}
      rowHref={(row) => paths.dashboard.consultas.formula(row.id)}
      emptyTitle={formulas.isPending ? 'Cargando…' : 'Ninguna fórmula usa este producto'}
      minWidth={600}
    />
  );
}
