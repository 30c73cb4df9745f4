import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useSnackbar } from 'notistack';
import type { PurchaseSuggestionGroup } from '@quimia/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { FigureTable, RowsExportButton } from '@/components/table/simple-table';
import { whatsappLink } from '@/config/site';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatNumber, formatUsd } from '@/lib/format';
import { randomUuid } from '@/lib/idempotency-key';
import { usePurchaseSuggestion, useSendSuggestion } from '../api/inventory';
import {
  NO_SUPPLIER,
  SUGGESTION_COLUMNS,
  suggestionRows,
  type SuggestionRow,
} from '../utils/suggestion-columns';

type Supplier = NonNullable<PurchaseSuggestionGroup['supplier']>;

/** Sends a supplier's list by e-mail, to the address from the consultas or one staff type. */
function MailDialog({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  const [email, setEmail] = useState(supplier.email ?? '');
  // One key per dialog: a double click sends one e-mail.
  const [key] = useState(randomUuid);
  const send = useSendSuggestion();
  const { enqueueSnackbar } = useSnackbar();
  const submit = async () => {
    try {
      const sent = await send.mutateAsync({
        body: { supplierId: supplier.id, email },
        idempotencyKey: key,
      });
      enqueueSnackbar(sent.message, { variant: 'success' });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="suggestion-mail-title">
      <DialogTitle id="suggestion-mail-title">Enviar por correo a {supplier.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Correo del proveedor"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            fullWidth
            autoFocus
            helperText={
              supplier.email ? 'El de Consultas; puedes cambiarlo' : 'Consultas no tiene su correo'
            }
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          {send.error && <Alert severity="error">{errorMessage(send.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={send.isPending || email.trim() === ''}
        >
          Enviar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SupplierCard({ group }: { group: PurchaseSuggestionGroup }) {
  const [mailing, setMailing] = useState(false);
  const { supplier } = group;
  const title = supplier?.name ?? NO_SUPPLIER;
  const rows: SuggestionRow[] = group.lines.map((line) => ({ ...line, supplierName: title }));
  return (
    <Card component="section" aria-label={title}>
      <Box sx={{ p: { xs: 2, md: 3 }, pb: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {supplier
              ? [supplier.identification, supplier.email, supplier.phone]
                  .filter(Boolean)
                  .join(' · ')
              : 'Productos que nunca se compraron en una factura importada en Consultas'}
          </Typography>
          {group.estimatedCents > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Estimado a los últimos precios: {formatUsd(group.estimatedCents)} sin IVA
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {supplier && (
            <Button
              variant="outlined"
              startIcon={<EmailOutlined />}
              onClick={() => setMailing(true)}
            >
              Enviar por correo
            </Button>
          )}
          <Button
            variant="outlined"
            color="success"
            startIcon={<WhatsApp />}
            href={whatsappLink(supplier?.phone ?? '', group.message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Enviar por WhatsApp
          </Button>
        </Stack>
      </Box>
      <FigureTable
        label={`Sugerencia de compra: ${title}`}
        columns={SUGGESTION_COLUMNS}
        rows={rows}
        rowKey={(row) => `${row.productId}:${row.branchId}`}
        rowHref={(row) => paths.dashboard.product.details(row.productId)}
        emptyTitle="Nada que comprar"
        minWidth={820}
        stackWhenNarrow
      />
      {mailing && supplier && <MailDialog supplier={supplier} onClose={() => setMailing(false)} />}
    </Card>
  );
}

/**
 * «Sugerencia de compra»: the products whose available stock at a branch is at or below its
 * minimum, by the supplier who sold each last, with what to buy; exportable, and sent to each
 * supplier by e-mail or WhatsApp.
 */
export function PurchaseSuggestionView() {
  const query = usePurchaseSuggestion();
  const { data } = query;
  if (query.isError && !data) {
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!data) {
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <Typography variant="body1">
            {data.total === 0
              ? 'Ninguna sucursal tiene un producto en su stock mínimo: no hay nada que comprar.'
              : data.total === 1
                ? '1 producto en su stock mínimo o por debajo en una sucursal.'
                : `${formatNumber(data.total)} productos en su stock mínimo o por debajo, por sucursal.`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.rule}
          </Typography>
        </Box>
        {data.total > 0 && (
          <RowsExportButton
            title="Sugerencia de compra"
            columns={SUGGESTION_COLUMNS}
            rows={suggestionRows(data)}
          />
        )}
      </Box>
      {data.groups.map((group) => (
        <SupplierCard key={group.supplier?.id ?? 'none'} group={group} />
      ))}
    </Stack>
  );
}
