import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  TAX_DOCUMENT_KIND_LABELS,
  type DocumentLine,
  type TaxDocumentSummary,
} from '@quimia/contracts';
import { paths } from '@/config/paths';
import type { ConsultaColumn } from './consulta-table';

// The columns of documents and their lines, shared by the clients', suppliers' and products' pages.

export const DIRECTION_LABELS = { sale: 'Venta', purchase: 'Compra' } as const;

export const RECENT_DOCUMENT_COLUMNS: ConsultaColumn<TaxDocumentSummary>[] = [
  { label: 'Fecha', kind: 'date', value: (row) => row.issueDate },
  { label: 'Documento', value: (row) => TAX_DOCUMENT_KIND_LABELS[row.kind] },
  { label: 'Número', nowrap: true, value: (row) => row.number },
  { label: 'Tipo', value: (row) => DIRECTION_LABELS[row.direction] },
  { label: 'Subtotal', kind: 'usd', value: (row) => row.subtotalCents },
  { label: 'IVA', kind: 'usd', value: (row) => row.taxCents },
  { label: 'Total', kind: 'usd', value: (row) => row.totalCents },
  { label: 'Clave de acceso', exportOnly: true, value: (row) => row.accessKey },
];

type LineSort = 'fecha' | 'cantidad' | 'monto' | 'precio';

/** A line's columns; `party` adds the client's or supplier's name (a product's lines). */
export function lineColumns(party: boolean): ConsultaColumn<DocumentLine, LineSort>[] {
  return [
    { label: 'Fecha', kind: 'date', sort: 'fecha', value: (row) => row.issueDate },
    {
      label: 'Documento',
      nowrap: true,
      value: (row) => `${TAX_DOCUMENT_KIND_LABELS[row.kind]} ${row.documentNumber}`,
    },
    ...(party
      ? [
          {
            label: 'Cliente o proveedor',
            minWidth: 160,
            value: (row: DocumentLine) => row.partyName,
            render: (row: DocumentLine) => (
              <Link component={RouterLink} to={partyPath(row.direction, row.partyId)}>
                {row.partyName}
              </Link>
            ),
          },
        ]
      : []),
    { label: 'Código', nowrap: true, value: (row) => row.code },
    { label: 'Descripción', minWidth: 220, value: (row) => row.description },
    { label: 'Cantidad', kind: 'number', sort: 'cantidad', value: (row) => row.quantity },
    { label: 'Unidad', value: (row) => row.unit },
    { label: 'Precio unitario', kind: 'price', sort: 'precio', value: (row) => row.unitPrice },
    { label: 'Descuento', kind: 'usd', value: (row) => row.discountCents },
    { label: 'Subtotal', kind: 'usd', sort: 'monto', value: (row) => row.subtotalCents },
    { label: 'IVA %', kind: 'number', exportOnly: true, value: (row) => row.ivaRate },
  ];
}

/** Where a line's party leads: the client's page for a sale, the supplier's for a purchase. */
export function partyPath(direction: DocumentLine['direction'], id: string): string {
  return direction === 'sale'
    ? paths.dashboard.consultas.client(id)
    : paths.dashboard.consultas.supplier(id);
}
