import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  FORMULA_LIST_SORTS,
  PARTY_IDENTIFICATION_TYPE_LABELS,
  PARTY_LIST_SORTS,
  PRODUCT_LIST_SORTS,
  type ConsultaFormulaSummary,
  type ConsultaProductSummary,
  type PartySummary,
} from '@quimia/contracts';
import { SelectFilter } from '@/components/table/select-filter';
import { paths } from '@/config/paths';
import { consultaEndpoints, pageFetcher, useConsulta } from '../api/consultas';
import { formatAmount, formatPublishStatus } from '../utils/format';
import { consultaQuery } from '../utils/list-params';
import { useUrlTableState } from '../utils/use-list-state';
import { SecondLine } from './consulta-page';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';

export type PartySide = 'client' | 'supplier';

const PARTY_TEXT: Record<
  PartySide,
  { label: string; amount: string; last: string; empty: string; path: (id: string) => string }
> = {
  client: {
    label: 'Clientes',
    amount: 'Ventas',
    last: 'Última venta',
    empty: 'No hay clientes que mostrar',
    path: paths.dashboard.consultas.client,
  },
  supplier: {
    label: 'Proveedores',
    amount: 'Compras',
    last: 'Última compra',
    empty: 'No hay proveedores que mostrar',
    path: paths.dashboard.consultas.supplier,
  },
};

type PartySort = (typeof PARTY_LIST_SORTS)[number];

function partyColumns(side: PartySide): ConsultaColumn<PartySummary, PartySort>[] {
  const text = PARTY_TEXT[side];
  return [
    {
      label: 'Nombre',
      sort: 'nombre',
      value: (row) => row.name,
      render: (row) => (
        <>
          {row.name}
          <SecondLine>
            {PARTY_IDENTIFICATION_TYPE_LABELS[row.identificationType]} {row.identification}
            {row.tradeName ? ` · ${row.tradeName}` : ''}
          </SecondLine>
        </>
      ),
    },
    {
      label: 'Tipo de identificación',
      exportOnly: true,
      value: (row) => PARTY_IDENTIFICATION_TYPE_LABELS[row.identificationType],
    },
    { label: 'Identificación', exportOnly: true, value: (row) => row.identification },
    { label: 'Nombre comercial', exportOnly: true, value: (row) => row.tradeName },
    { label: 'Correo', value: (row) => row.email },
    { label: 'Teléfono', value: (row) => row.phone },
    { label: text.amount, kind: 'usd', sort: 'monto', value: (row) => row.amountCents },
    { label: 'Facturas', kind: 'number', sort: 'facturas', value: (row) => row.invoiceCount },
    { label: text.last, kind: 'date', sort: 'ultima', value: (row) => row.lastDate },
  ];
}

/** The clients or the suppliers, with what was sold to or bought from each (net, without IVA). */
export function PartyListView({ side }: { side: PartySide }) {
  const state = useUrlTableState(PARTY_LIST_SORTS);
  const endpoint = side === 'client' ? consultaEndpoints.clients : consultaEndpoints.suppliers;
  const query = consultaQuery(state);
  const list = useConsulta(endpoint, query);
  const text = PARTY_TEXT[side];
  return (
    <Card>
      <ConsultaTable
        label={text.label}
        columns={partyColumns(side)}
        state={state}
        query={list}
        rowKey={(row) => row.id}
        rowHref={(row) => text.path(row.id)}
        fetchPage={pageFetcher(endpoint, query)}
        searchPlaceholder="Nombre, cédula/RUC, correo o teléfono…"
        emptyTitle={text.empty}
        minWidth={960}
      />
    </Card>
  );
}

type ProductSort = (typeof PRODUCT_LIST_SORTS)[number];

const PRODUCT_COLUMNS: ConsultaColumn<ConsultaProductSummary, ProductSort>[] = [
  { label: 'Código', nowrap: true, value: (row) => row.code },
  {
    label: 'Producto',
    sort: 'nombre',
    value: (row) => row.name,
    render: (row) => (
      <>
        {row.name}
        {row.typeName && <SecondLine>{row.typeName}</SecondLine>}
      </>
    ),
  },
  { label: 'Tipo', exportOnly: true, value: (row) => row.typeName },
  {
    label: 'Cantidad vendida',
    kind: 'number',
    value: (row) => row.salesQuantity,
    render: (row) => formatAmount(row.salesQuantity, row.unit),
  },
  { label: 'Ventas', kind: 'usd', sort: 'ventas', value: (row) => row.salesCents },
  {
    label: 'Cantidad comprada',
    kind: 'number',
    value: (row) => row.purchasesQuantity,
    render: (row) => formatAmount(row.purchasesQuantity, row.unit),
  },
  { label: 'Unidad', exportOnly: true, value: (row) => row.unit },
  { label: 'Compras', kind: 'usd', sort: 'compras', value: (row) => row.purchasesCents },
  { label: 'Última venta', kind: 'date', sort: 'ultimaVenta', value: (row) => row.lastSaleDate },
  { label: 'Última compra', kind: 'date', value: (row) => row.lastPurchaseDate },
];

const WITH_OPTIONS = [
  { value: 'ventas', label: 'Con ventas' },
  { value: 'compras', label: 'Con compras' },
] as const;

/** The catalogue's products with what was sold and bought of each. */
export function ConsultaProductListView() {
  const state = useUrlTableState(PRODUCT_LIST_SORTS);
  const con = WITH_OPTIONS.find((option) => option.value === state.get('con'))?.value;
  const query = { ...consultaQuery(state), con };
  const list = useConsulta(consultaEndpoints.products, query);
  return (
    <Card>
      <ConsultaTable
        label="Productos"
        columns={PRODUCT_COLUMNS}
        state={{ ...state, filtered: state.filtered || Boolean(con) }}
        query={list}
        rowKey={(row) => row.id}
        rowHref={(row) => paths.dashboard.consultas.product(row.id)}
        fetchPage={pageFetcher(consultaEndpoints.products, query)}
        searchPlaceholder="Nombre o código…"
        filters={
          <SelectFilter
            label="Movimiento"
            value={con}
            onChange={(value) => state.update({ con: value })}
            allLabel="Todos"
            options={WITH_OPTIONS}
            sx={{ minWidth: 160, width: '100%' }}
          />
        }
        emptyTitle="No hay productos que mostrar"
        minWidth={1080}
      />
    </Card>
  );
}

type FormulaSort = (typeof FORMULA_LIST_SORTS)[number];

const FORMULA_COLUMNS: ConsultaColumn<ConsultaFormulaSummary, FormulaSort>[] = [
  {
    label: 'Fórmula',
    sort: 'titulo',
    value: (row) => row.title,
    render: (row) => (
      <>
        {row.title}
        {row.typeName && <SecondLine>{row.typeName}</SecondLine>}
      </>
    ),
  },
  { label: 'Tipo', exportOnly: true, value: (row) => row.typeName },
  { label: 'Estado', value: (row) => formatPublishStatus(row.status) },
  {
    label: 'Ingredientes',
    kind: 'number',
    sort: 'ingredientes',
    value: (row) => row.ingredientCount,
  },
  { label: 'Con costo', kind: 'number', value: (row) => row.costedCount },
  {
    label: 'Costo del lote',
    kind: 'usd',
    sort: 'costo',
    value: (row) => row.batchCostCents,
    render: (row) =>
      row.batchCostCents === null ? (
        <Typography variant="body2" color="warning.onPaper" component="span">
          Incompleto ({row.ingredientCount - row.costedCount} sin costo)
        </Typography>
      ) : undefined,
  },
];

/** The formulas with what a batch costs from the latest purchases. */
export function ConsultaFormulaListView() {
  const state = useUrlTableState(FORMULA_LIST_SORTS);
  const query = consultaQuery(state);
  const list = useConsulta(consultaEndpoints.formulas, query);
  return (
    <Card>
      <ConsultaTable
        label="Fórmulas"
        columns={FORMULA_COLUMNS}
        state={state}
        query={list}
        rowKey={(row) => row.id}
        rowHref={(row) => paths.dashboard.consultas.formula(row.id)}
        fetchPage={pageFetcher(consultaEndpoints.formulas, query)}
        searchPlaceholder="Título de la fórmula…"
        // The cost is today's, from the latest purchases: a range of days changes nothing.
        dates={false}
        emptyTitle="No hay fórmulas que mostrar"
        minWidth={760}
      />
    </Card>
  );
}
