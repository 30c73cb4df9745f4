import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ConsultaFormula, FormulaCost, FormulaCostLine } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { Fact } from '@/components/fact-list';
import { RetryAlert } from '@/components/retry-alert';
import { SimpleTable } from '@/components/table/simple-table';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/list-params';
import { countOf, formatUsd } from '@/lib/format';
import { formatDay, formatPercent, formatUnitPrice } from '@/lib/figure-format';
import { consultaEndpoints, useConsulta } from '../api/consultas';
import { formatAmount, formatPublishStatus } from '../utils/format';
import { SecondLine } from './consulta-page';
import type { ConsultaColumn } from './consulta-table';
import { DataCard, FigureCard, TableCard } from './figures';
import { handPriceAuthor, IngredientPriceDialog } from './ingredient-price-dialog';

const NO_PURCHASES = 'Sin compras registradas';
const NO_PRICE = 'Sin precio';

/** An ingredient's columns; `onPrice` opens the hand price of one the catalogue does not sell. */
function costColumns(onPrice: (row: FormulaCostLine) => void): ConsultaColumn<FormulaCostLine>[] {
  return [
    { label: '#', kind: 'number', value: (row) => row.position + 1 },
    {
      label: 'Ingrediente',
      value: (row) => row.name,
      render: (row) =>
        row.productId ? (
          <>
            <Link component={RouterLink} to={paths.dashboard.consultas.product(row.productId)}>
              {row.name}
            </Link>
            {row.productName && row.productName !== row.name && (
              <SecondLine>{row.productName}</SecondLine>
            )}
          </>
        ) : (
          <>
            {row.name}
            <SecondLine>
              {row.handPrice
                ? `Precio manual: ${formatUsd(row.handPrice.unitPriceCents)} / ${row.handPrice.unit}`
                : 'Sin producto del catálogo'}
            </SecondLine>
            <Button
              size="small"
              variant={row.costCents === null ? 'outlined' : 'text'}
              onClick={() => onPrice(row)}
              aria-label={`${row.handPrice ? 'Cambiar precio' : 'Fijar precio'} de ${row.name}`}
              sx={{ mt: 0.5, whiteSpace: 'nowrap' }}
            >
              {row.handPrice ? 'Cambiar precio' : 'Fijar precio'}
            </Button>
          </>
        ),
    },
    { label: 'Producto', exportOnly: true, value: (row) => row.productName },
    { label: 'Cantidad', value: (row) => formatAmount(row.amount, row.unit) },
    {
      label: 'En unidad del producto',
      value: (row) =>
        row.productAmount === null ? null : formatAmount(row.productAmount, row.productUnit),
    },
    {
      label: 'Último costo',
      value: (row) =>
        row.lastCost
          ? `${formatUnitPrice(row.lastCost.unitCost)} / ${row.lastCost.unit}`
          : row.handPrice
            ? `${formatUsd(row.handPrice.unitPriceCents)} / ${row.handPrice.unit} (precio manual)`
            : row.productId
              ? NO_PURCHASES
              : row.estimated
                ? null
                : NO_PRICE,
      render: (row) =>
        row.lastCost ? undefined : row.handPrice ? (
          <>
            {formatUsd(row.handPrice.unitPriceCents)} / {row.handPrice.unit}
            <SecondLine variant="caption">Precio manual</SecondLine>
          </>
        ) : row.estimated ? undefined : (
          <Typography variant="body2" color="warning.onPaper" component="span">
            {row.productId ? NO_PURCHASES : NO_PRICE}
          </Typography>
        ),
    },
    {
      label: 'Proveedor',
      value: (row) => row.lastCost?.supplierName ?? null,
      render: (row) =>
        row.lastCost ? (
          <>
            <Link
              component={RouterLink}
              to={paths.dashboard.consultas.supplier(row.lastCost.supplierId)}
            >
              {row.lastCost.supplierName}
            </Link>
            <SecondLine>
              {formatDay(row.lastCost.date)} · {row.lastCost.documentNumber}
            </SecondLine>
          </>
        ) : undefined,
    },
    {
      label: 'Fecha del costo',
      exportOnly: true,
      kind: 'date',
      value: (row) => row.lastCost?.date ?? row.handPrice?.updatedAt.slice(0, 10) ?? null,
    },
    {
      label: 'Costo',
      kind: 'usd',
      value: (row) => row.costCents,
      render: (row) =>
        row.costCents === null ? undefined : row.handPrice ? (
          <>
            {formatUsd(row.costCents)}
            <Tooltip title={`Fijado por ${handPriceAuthor(row.handPrice)}`}>
              <Typography
                variant="caption"
                color="text.secondary"
                component="span"
                tabIndex={0}
                sx={{ display: 'block', textDecoration: 'underline dotted' }}
              >
                precio manual
              </Typography>
            </Tooltip>
          </>
        ) : row.estimated ? (
          `${formatUsd(row.costCents)} (estimado)`
        ) : undefined,
    },
    { label: 'Valor de catálogo', kind: 'usd', value: (row) => row.catalogueCents },
    {
      label: 'Notas',
      value: (row) => row.notes.join('. ') || null,
      render: (row) =>
        row.notes.length ? (
          <Typography variant="caption" color="text.secondary" component="span">
            {row.notes.join('. ')}
          </Typography>
        ) : undefined,
    },
  ];
}

/** What the batch's cost leaves out, takes as estimated or by hand, and how to complete it. */
function costHint(cost: FormulaCost): string | undefined {
  const estimated = cost.lines.filter((line) => line.estimated).length;
  const byHand = cost.lines.filter((line) => line.handPrice && line.costCents !== null).length;
  const unpriced = cost.lines.filter((line) => !line.productId && line.costCents === null).length;
  const parts = [
    cost.missingCostCount > 0
      ? `${countOf(cost.missingCostCount, 'ingrediente', 'ingredientes')} sin costo; lo costeado suma ${formatUsd(cost.costedCents)}`
      : null,
    unpriced > 0
      ? `Para completarlo, fija el precio ${unpriced === 1 ? 'del ingrediente' : `de los ${unpriced} ingredientes`} sin producto del catálogo con «Fijar precio»`
      : null,
    byHand > 0 ? `${byHand} con precio manual` : null,
    estimated > 0
      ? `${countOf(estimated, 'costo estimado', 'costos estimados')}: el agua se toma sin costo`
      : null,
  ].filter(Boolean);
  return parts.length ? parts.join('. ') : undefined;
}

/** A positive batch size from the address, or undefined for the formula's own yield. */
function parseBatch(value: string | null): number | undefined {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 && amount <= 1_000_000 ? amount : undefined;
}

/** A formula's page: its data, the batch size, and what each ingredient and the batch cost. */
export function FormulaDetailView({ formula }: { formula: ConsultaFormula }) {
  const [searchParams, update] = useListParams();
  const lote = parseBatch(searchParams.get('lote'));
  const cost = useConsulta(consultaEndpoints.formulaCost, { id: formula.id, lote });
  const [typed, setTyped] = useState(lote === undefined ? '' : String(lote));
  const [pricing, setPricing] = useState<FormulaCostLine | null>(null);
  const [columns] = useState(() => costColumns(setPricing));
  const [synced, setSynced] = useState(lote);
  if (lote !== synced) {
    // The address changed from outside (back, a link): the field shows its batch.
    setSynced(lote);
    setTyped(lote === undefined ? '' : String(lote));
  }
  const unit = formula.batchYield?.unit ?? cost.data?.batch?.unit ?? '';
  const typedAmount = Number(typed.replace(',', '.'));
  const typedValid =
    typed === '' || (Number.isFinite(typedAmount) && typedAmount > 0 && typedAmount <= 1_000_000);

  const apply = () => {
    if (!typedValid) return;
    update({ lote: typed === '' ? null : String(typedAmount) }, { resetPage: false });
  };

  const data = cost.data;
  return (
    <Stack spacing={3}>
      <DataCard>
        <Fact term="Fórmula">
          <Link component={RouterLink} to={paths.dashboard.post.details(formula.slug)}>
            {formula.title}
          </Link>
        </Fact>
        <Fact term="Tipo">{formula.typeName ?? '—'}</Fact>
        <Fact term="Estado">{formatPublishStatus(formula.status)}</Fact>
        <Fact term="Rinde">
          {formula.batchYield
            ? formatAmount(formula.batchYield.amount, formula.batchYield.unit)
            : 'Sin rendimiento indicado'}
        </Fact>
        {formula.summary && <Fact term="Resumen">{formula.summary}</Fact>}
      </DataCard>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Tamaño del lote"
          name="lote"
          inputMode="decimal"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={apply}
          error={!typedValid}
          helperText={
            typedValid
              ? `Vacío: lo que rinde la fórmula${formula.batchYield ? ` (${formatAmount(formula.batchYield.amount, formula.batchYield.unit)})` : ''}`
              : 'Escribe un número mayor que cero (hasta 1.000.000)'
          }
          slotProps={{
            input: {
              endAdornment: unit ? (
                <InputAdornment position="end">{unit}</InputAdornment>
              ) : undefined,
            },
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          Calcular
        </Button>
      </Box>
      {cost.isError && !data ? (
        <RetryAlert error={cost.error} onRetry={() => void cost.refetch()} />
      ) : (
        <>
          <FigureCard
            title="Costo del lote"
            figures={[
              {
                label: 'Lote',
                value: data?.batch ? formatAmount(data.batch.amount, data.batch.unit) : '—',
              },
              {
                label: 'Costo del lote',
                value: data
                  ? data.batchCostCents === null
                    ? 'Incompleto'
                    : formatUsd(data.batchCostCents)
                  : '…',
                hint: data ? costHint(data) : undefined,
              },
              {
                label: `Costo por ${data?.batch?.unit ?? 'unidad'}`,
                value:
                  data?.costPerYieldUnitCents == null ? '—' : formatUsd(data.costPerYieldUnitCents),
              },
              {
                label: 'Valor de catálogo (sin IVA)',
                value: data?.catalogueCents == null ? '—' : formatUsd(data.catalogueCents),
              },
              { label: 'Margen', value: formatPercent(data?.marginPercent) },
            ]}
          />
          {data && data.notes.length > 0 && (
            <Alert severity="info">
              {data.notes.map((note) => (
                <Box key={note}>{note}</Box>
              ))}
            </Alert>
          )}
          <TableCard title="Ingredientes">
            <SimpleTable
              label={`Costo de ${formula.title}`}
              columns={columns}
              rows={data?.lines ?? []}
              rowKey={(row) => String(row.position)}
              emptyTitle={cost.isPending ? 'Cargando…' : 'La fórmula no tiene ingredientes'}
              minWidth={1100}
            />
          </TableCard>
          {pricing && <IngredientPriceDialog line={pricing} onClose={() => setPricing(null)} />}
        </>
      )}
    </Stack>
  );
}
