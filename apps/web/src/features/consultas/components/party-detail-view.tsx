import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  LINE_SORTS,
  PARTY_IDENTIFICATION_TYPE_LABELS,
  PARTY_PRODUCT_SORTS,
  type PartyDetail,
  type PartyProduct,
} from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { Fact } from '@/components/fact-list';
import { SimpleTable } from '@/components/table/simple-table';
import { paths } from '@/config/paths';
import { formatNumber, formatUsd } from '@/lib/format';
import { formatDay, formatUnitPrice } from '@/lib/figure-format';
import { consultaEndpoints, pageFetcher, useConsulta } from '../api/consultas';
import { formatAmount, UNSTATED_UNIT } from '../utils/format';
import { consultaQuery } from '../utils/list-params';
import { useLocalTableState, useUrlTableState } from '../utils/use-list-state';
import { SecondLine } from './consulta-page';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';
import { lineColumns, RECENT_DOCUMENT_COLUMNS } from './document-columns';
import { DataCard, FigureCard, TableCard, type Figure } from './figures';
import type { PartySide } from './consulta-lists';
import { MonthlyChart } from './monthly-chart';

type Totals = PartyDetail['sales'];

function totalsFigures(totals: Totals): Figure[] {
  return [
    { label: 'Monto neto (sin IVA)', value: formatUsd(totals.amountCents) },
    { label: 'Facturas', value: formatNumber(totals.invoiceCount) },
    { label: 'Notas de crédito', value: formatNumber(totals.creditNoteCount) },
    {
      label: 'Factura promedio',
      value: totals.averageInvoiceCents === null ? '—' : formatUsd(totals.averageInvoiceCents),
    },
    { label: 'Primera', value: formatDay(totals.firstDate) },
    { label: 'Última', value: formatDay(totals.lastDate) },
  ];
}

const hasDocuments = (totals: Totals) => totals.invoiceCount + totals.creditNoteCount > 0;

/** A client's or supplier's page: data, figures, months, latest documents and products. */
export function PartyDetailView({ side, detail }: { side: PartySide; detail: PartyDetail }) {
  const { party } = detail;
  // A client that also sells to the shop (or the other way round) shows both sides.
  const showSales = side === 'client' || hasDocuments(detail.sales);
  const showPurchases = side === 'supplier' || hasDocuments(detail.purchases);
  const series = [
    ...(showSales ? (['sales'] as const) : []),
    ...(showPurchases ? (['purchases'] as const) : []),
  ];
  return (
    <Stack spacing={3}>
      <DataCard>
        <Fact term="Nombre">{party.name}</Fact>
        {party.tradeName && <Fact term="Nombre comercial">{party.tradeName}</Fact>}
        <Fact term={PARTY_IDENTIFICATION_TYPE_LABELS[party.identificationType]}>
          {party.identification}
        </Fact>
        <Fact term="Correo" wordBreak>
          {party.email ?? '—'}
        </Fact>
        <Fact term="Teléfono">{party.phone ?? '—'}</Fact>
        <Fact term="Dirección">{party.address ?? '—'}</Fact>
        {side === 'client' && <Fact term="Proformas">{formatNumber(detail.proformaCount)}</Fact>}
      </DataCard>
      {showSales && (
        <FigureCard title="Como cliente (ventas)" figures={totalsFigures(detail.sales)} />
      )}
      {showPurchases && (
        <FigureCard title="Como proveedor (compras)" figures={totalsFigures(detail.purchases)} />
      )}
      <MonthlyChart title="Montos por mes" months={detail.monthly} series={series} />
      <TableCard title="Documentos recientes">
        <SimpleTable
          label="Documentos recientes"
          columns={RECENT_DOCUMENT_COLUMNS}
          rows={detail.recentDocuments}
          rowKey={(row) => row.id}
          emptyTitle="Sin documentos registrados"
          minWidth={820}
        />
      </TableCard>
      <PartyProductsTable side={side} partyId={party.id} />
    </Stack>
  );
}

type PartyProductSort = (typeof PARTY_PRODUCT_SORTS)[number];

function productColumns(side: PartySide): ConsultaColumn<PartyProduct, PartyProductSort>[] {
  return [
    { label: 'Código', nowrap: true, value: (row) => row.code },
    {
      label: 'Producto',
      sort: 'nombre',
      value: (row) => row.name,
      render: (row) =>
        row.productId ? (
          <Link
            component={RouterLink}
            to={paths.dashboard.consultas.product(row.productId)}
            onClick={(event) => event.stopPropagation()}
          >
            {row.name}
          </Link>
        ) : (
          <>
            {row.name}
            <SecondLine color="warning.onPaper" variant="caption">
              Código sin asignar
            </SecondLine>
          </>
        ),
    },
    {
      label: 'Cantidad',
      kind: 'number',
      sort: 'cantidad',
      value: (row) => row.quantity,
      render: (row) => formatAmount(row.quantity, row.unit ?? UNSTATED_UNIT),
    },
    { label: 'Unidad', exportOnly: true, value: (row) => row.unit },
    {
      label: side === 'client' ? 'Vendido' : 'Comprado',
      kind: 'usd',
      sort: 'monto',
      value: (row) => row.amountCents,
    },
    { label: 'Líneas', kind: 'number', value: (row) => row.lineCount },
    {
      label: 'Último precio',
      kind: 'price',
      value: (row) => row.lastUnitPrice,
      render: (row) =>
        row.lastUnitPrice === null
          ? '—'
          : `${formatUnitPrice(row.lastUnitPrice)} / ${row.unit ?? UNSTATED_UNIT}`,
    },
    { label: 'Última fecha', kind: 'date', sort: 'ultima', value: (row) => row.lastDate },
  ];
}

/** What a client buys, or what is bought from a supplier, per product; a row opens its lines. */
function PartyProductsTable({ side, partyId }: { side: PartySide; partyId: string }) {
  const state = useUrlTableState(PARTY_PRODUCT_SORTS, 'p.');
  const endpoint =
    side === 'client' ? consultaEndpoints.clientProducts : consultaEndpoints.supplierProducts;
  const query = { ...consultaQuery(state), id: partyId };
  const list = useConsulta(endpoint, query);
  const title = side === 'client' ? 'Lo que compra' : 'Lo que le compramos';
  return (
    <TableCard title={title}>
      <ConsultaTable
        label={title}
        columns={productColumns(side)}
        state={state}
        query={list}
        rowKey={(row) => row.key}
        expand={{
          label: (row) => `Ver las líneas de ${row.name}`,
          render: (row) => (
            <PartyProductLines side={side} partyId={partyId} productKey={row.key} name={row.name} />
          ),
        }}
        fetchPage={pageFetcher(endpoint, query)}
        searchPlaceholder="Producto o código…"
        emptyTitle="Sin productos en estas fechas"
        minWidth={860}
      />
    </TableCard>
  );
}

/** The document lines behind one product of a client or supplier. */
function PartyProductLines({
  side,
  partyId,
  productKey,
  name,
}: {
  side: PartySide;
  partyId: string;
  productKey: string;
  name: string;
}) {
  const state = useLocalTableState(LINE_SORTS);
  const endpoint =
    side === 'client'
      ? consultaEndpoints.clientProductLines
      : consultaEndpoints.supplierProductLines;
  const query = { ...consultaQuery(state), id: partyId, producto: productKey };
  const list = useConsulta(endpoint, query);
  return (
    <ConsultaTable
      label={`Líneas de ${name}`}
      columns={lineColumns(false)}
      state={state}
      query={list}
      rowKey={(row) => row.id}
      fetchPage={pageFetcher(endpoint, query)}
      emptyTitle="Sin líneas en estas fechas"
      minWidth={1150}
      dense
    />
  );
}
