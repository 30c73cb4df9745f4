import type { PurchaseSuggestion, PurchaseSuggestionLine } from '@quimia/contracts';
import type { DataColumn } from '@/components/table/data-columns';
import { formatNumber } from '@/lib/format';

/** A line of the suggestion with the supplier it is grouped under (for the file). */
export type SuggestionRow = PurchaseSuggestionLine & { supplierName: string };

/** The heading of the lines of products never bought. */
export const NO_SUPPLIER = 'Sin proveedor registrado';

const amount = (value: number, unit: string) => `${formatNumber(value)} ${unit}`;

/** The columns of each supplier's table and of the file (which names the supplier too). */
export const SUGGESTION_COLUMNS: DataColumn<SuggestionRow>[] = [
  { label: 'Proveedor', value: (row) => row.supplierName, exportOnly: true },
  { label: 'Producto', value: (row) => row.name, minWidth: 160 },
  { label: 'Código', value: (row) => row.code, nowrap: true },
  { label: 'Sucursal', value: (row) => row.branchName },
  {
    label: 'Disponible',
    kind: 'number',
    value: (row) => row.available,
    render: (row) => amount(row.available, row.unit),
  },
  {
    label: 'Mínimo',
    kind: 'number',
    value: (row) => row.minimum,
    render: (row) => amount(row.minimum, row.unit),
  },
  {
    label: 'Sugerido',
    kind: 'number',
    value: (row) => row.suggested,
    render: (row) => amount(row.suggested, row.unit),
  },
  { label: 'Unidad', value: (row) => row.unit, exportOnly: true },
  {
    label: 'Último precio',
    kind: 'usd',
    value: (row) => row.lastPurchase?.unitPriceCents ?? null,
  },
  { label: 'Última compra', kind: 'date', value: (row) => row.lastPurchase?.date ?? null },
  { label: 'Estimado', kind: 'usd', value: (row) => row.estimatedCents },
];

/** Every line of the suggestion, each with its supplier's name, in the page's order. */
export function suggestionRows(suggestion: PurchaseSuggestion): SuggestionRow[] {
  return suggestion.groups.flatMap((group) =>
    group.lines.map((line) => ({ ...line, supplierName: group.supplier?.name ?? NO_SUPPLIER })),
  );
}
