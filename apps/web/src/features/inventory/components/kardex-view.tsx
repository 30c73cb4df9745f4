import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { STOCK_MOVE_KIND_LABELS, STOCK_MOVE_KINDS, type StockMove } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { BodyCell, exportOf, isNumeric, type DataColumn } from '@/components/table/data-columns';
import {
  DateRangeFields,
  DocumentSkeletonRow,
  useDatedListParams,
} from '@/components/table/dated-record-list';
import { ListTable, type ListTableColumn } from '@/components/table/list-table';
import { SelectFilter } from '@/components/table/select-filter';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { getKardex, useKardex, useProductStock } from '../api/inventory';
import {
  BRANCH_PARAM,
  kardexQuery,
  KIND_PARAM,
  parseBranchKey,
  parseMoveKind,
} from '../utils/kardex-params';
import { amountTone, formatSignedAmount, formatStockAmount } from '../utils/stock-amounts';

type KardexColumn = DataColumn<StockMove> & {
  /** A column a phone leaves out: what it says shows under the move instead. */
  wide?: boolean;
};

const KIND_OPTIONS = STOCK_MOVE_KINDS.map((kind) => ({
  value: kind,
  label: STOCK_MOVE_KIND_LABELS[kind],
}));

/** The move's document: an order's links to the order. */
function MoveDocument({ move }: { move: StockMove }) {
  if (!move.reference) return '—';
  if (move.sourceKind === 'order' && move.sourceId) {
    return (
      <Link
        component={RouterLink}
        to={paths.dashboard.order.details(move.sourceId)}
        underline="hover"
      >
        {move.reference}
      </Link>
    );
  }
  return move.reference;
}

function kardexColumns(unit: string): KardexColumn[] {
  return [
    { label: 'Fecha', wide: true, nowrap: true, value: (move) => formatDateTime(move.at) },
    { label: 'Sucursal', wide: true, value: (move) => move.branchName },
    {
      label: 'Movimiento',
      value: (move) => STOCK_MOVE_KIND_LABELS[move.kind],
      render: (move) => (
        <>
          {STOCK_MOVE_KIND_LABELS[move.kind]}
          {/* A phone leaves the day, the branch and the user out: they show here. */}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: { xs: 'block', sm: 'none' } }}
          >
            {formatDateTime(move.at)}
            <br />
            {[move.branchName, move.actorName].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      label: 'Documento',
      wide: true,
      nowrap: true,
      value: (move) => move.reference,
      render: (move) => <MoveDocument move={move} />,
    },
    {
      label: 'Cantidad',
      kind: 'number',
      value: (move) => move.quantity,
      render: (move) => {
        const tone = amountTone(move.quantity);
        return (
          <Box
            component="span"
            sx={{ color: tone ? `${tone}.onPaper` : undefined, fontWeight: 600 }}
          >
            {formatSignedAmount(move.quantity, unit)}
          </Box>
        );
      },
    },
    {
      label: 'Saldo',
      kind: 'number',
      value: (move) => move.balance,
      render: (move) => formatStockAmount(move.balance, unit),
    },
    { label: 'Unidad', exportOnly: true, value: () => unit },
    { label: 'Nota', wide: true, value: (move) => move.note || null },
    { label: 'Usuario', wide: true, value: (move) => move.actorName },
  ];
}

/**
 * A product's kardex (staff): its moves per branch, newest first, with each branch's balance
 * after the move; filtered by branch, kind and days in the URL, exportable whole.
 */
export function KardexView({ productId, productName }: { productId: string; productName: string }) {
  const params = useDatedListParams([]);
  const branchId = parseBranchKey(params.searchParams.get(BRANCH_PARAM));
  const kind = parseMoveKind(params.searchParams.get(KIND_PARAM));
  const query = kardexQuery(productId, { ...params, branchId, kind });
  const moves = useKardex(query);
  const stock = useProductStock(productId);
  const unit = stock.data?.unit ?? moves.data?.stock.unit ?? '';
  const columns = kardexColumns(unit);
  const shown = columns.filter((column) => !column.exportOnly);
  const tableColumns: ListTableColumn[] = shown.map((column) => ({
    label: column.label,
    align: isNumeric(column) ? 'right' : undefined,
    wide: column.wide,
  }));
  const file = exportOf(columns);
  const filtered = Boolean(branchId || kind || params.desde || params.hasta);
  const branches = (stock.data ?? moves.data?.stock)?.levels ?? [];

  return (
    <Card>
      <Box
        sx={{
          p: 2.5,
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
        }}
      >
        <SelectFilter
          label="Sucursal"
          value={branchId}
          onChange={(value) => params.update({ [BRANCH_PARAM]: value })}
          allLabel="Todas"
          options={branches.map((level) => ({ value: level.branchId, label: level.branchName }))}
        />
        <SelectFilter
          label="Movimiento"
          value={kind}
          onChange={(value) => params.update({ [KIND_PARAM]: value })}
          allLabel="Todos"
          options={KIND_OPTIONS}
        />
        <DateRangeFields desde={params.desde} hasta={params.hasta} update={params.update} />
        <Stack
          direction="row"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifyContent: 'flex-end' }}
        >
          <ExportButton
            title={`Kárdex ${productName}`}
            columns={file.columns}
            values={file.values}
            fetchPage={(page, pageSize) => getKardex({ ...query, page, pageSize })}
          />
        </Stack>
      </Box>
      <ListTable
        label={`Kárdex de ${productName}`}
        minWidth={960}
        columns={tableColumns}
        query={moves}
        renderRow={(move) => (
          <TableRow key={move.id}>
            {shown.map((column) => (
              <BodyCell key={column.label} column={column} row={move} href={null} />
            ))}
          </TableRow>
        )}
        skeletonRow={<DocumentSkeletonRow widths={[120, 100, 120, 90, 70, 70, 140, 100]} />}
        emptyIcon={ReceiptLongOutlined}
        emptyTitle={
          filtered ? 'No hay movimientos con estos filtros' : 'Todavía no hay movimientos'
        }
        filtered={filtered}
        page={params.page}
        pageSize={params.pageSize}
        update={params.update}
      />
    </Card>
  );
}
