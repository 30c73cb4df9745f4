import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { useSnackbar } from 'notistack';
import { DebouncedSearchField } from '@/components/table/debounced-search-field';
import { DocumentSkeletonRow } from '@/components/table/dated-record-list';
import { ListTable, type ListTableColumn } from '@/components/table/list-table';
import { OpenableRow, OpenableTitleCell } from '@/components/table/openable-row';
import { formatShopDate, formatUsd } from '@/lib/format';
import { useRecordListParams } from '@/lib/list-params';
import { usePendingPurchases } from '../api/purchase-receipts';
import { PurchaseReceiptDialog } from './purchase-receipt-dialog';

const COLUMNS: ListTableColumn[] = [
  { label: 'Proveedor' },
  { label: 'Factura', wide: true },
  { label: 'Fecha', wide: true },
  { label: 'Total', align: 'right' },
  { label: 'Con producto', align: 'right', wide: true },
];

const dayOf = (issueDate: string) => formatShopDate(`${issueDate}T12:00:00Z`);

/**
 * «Recepción de compras»: the imported purchases not yet received into stock, newest first; one
 * opens its lines with the proposed products and quantities, to receive at a branch.
 */
export function PurchaseReceiptsView() {
  const params = useRecordListParams();
  const query = { page: params.page, pageSize: params.pageSize, q: params.q || undefined };
  const purchases = usePendingPurchases(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  return (
    <>
      {confirmation ? (
        <Alert severity="success" onClose={() => setConfirmation(null)} sx={{ mb: 3 }}>
          {confirmation}
        </Alert>
      ) : null}
      <Card>
        <Box sx={{ p: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Las facturas de proveedores importadas en Consultas. Abre una para revisar sus
            cantidades y recibirla en una sucursal: nada entra al stock sin esa recepción.
          </Typography>
          <DebouncedSearchField
            label="Buscar proveedor"
            value={params.q}
            onCommit={(value) => params.update({ q: value || null })}
          />
        </Box>
        <ListTable
          label="Compras por recibir"
          minWidth={720}
          columns={COLUMNS}
          query={purchases}
          renderRow={(purchase) => {
            const open = () => setOpenId(purchase.id);
            return (
              <OpenableRow key={purchase.id} onOpen={open}>
                <OpenableTitleCell title={purchase.supplierName} onOpen={open} maxWidth={320}>
                  {/* A phone leaves the number, the day and the lines out: they show here. */}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {purchase.number}
                    <br />
                    {dayOf(purchase.issueDate)} · {purchase.mappedLines} de {purchase.lineCount} con
                    producto
                  </Typography>
                </OpenableTitleCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{purchase.number}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayOf(purchase.issueDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatUsd(purchase.totalCents)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {purchase.mappedLines} de {purchase.lineCount}
                </TableCell>
              </OpenableRow>
            );
          }}
          skeletonRow={<DocumentSkeletonRow widths={[200, 140, 90, 70, 60]} />}
          emptyIcon={LocalShippingOutlined}
          emptyTitle={
            params.q
              ? 'No hay compras por recibir de ese proveedor'
              : 'No hay compras por recibir: importa las facturas de tus proveedores en Consultas'
          }
          filtered={Boolean(params.q)}
          page={params.page}
          pageSize={params.pageSize}
          update={params.update}
        />
      </Card>
      <PurchaseReceiptDialog
        purchaseId={openId}
        onClose={() => setOpenId(null)}
        onReceived={(message) => {
          setOpenId(null);
          setConfirmation(message);
          enqueueSnackbar(message, { variant: 'success' });
        }}
      />
    </>
  );
}
