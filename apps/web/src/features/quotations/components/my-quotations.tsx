import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyAccountList } from '@/domain/sales/empty-account-list';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { formatDate, formatUsd } from '@/lib/format';
import { useLatestQuotations } from '../api/quotations';
import { formatDay, QuotationStatusChip } from './quotation-sections';

/** How many of the client's latest quotations Mi cuenta lists. */
const SHOWN = 20;

/** "Mis cotizaciones" in Mi cuenta: the client's latest, each opening its page. */
export function MyQuotations({ userId }: { userId: string }) {
  const quotations = useLatestQuotations(userId, SHOWN);
  if (quotations.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Cargando tus cotizaciones" />
      </Box>
    );
  }
  if (quotations.isError) {
    return (
      <LoadError
        message="No pudimos cargar tus cotizaciones."
        onRetry={() => void quotations.refetch()}
      />
    );
  }
  const { items } = quotations.data;
  if (items.length === 0) {
    return (
      <EmptyAccountList message="Todavía no tienes cotizaciones. Las que pidas con tu cuenta abierta aparecerán aquí." />
    );
  }
  return (
    <List disablePadding aria-label="Mis cotizaciones">
      {items.map((quotation, index) => (
        <ListItemButton
          key={quotation.id}
          component={RouterLink}
          to={paths.quotation.details(quotation.token)}
          divider={index < items.length - 1}
          sx={{ px: 1, py: 1.5, gap: 2, flexWrap: 'wrap' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 180 }}>
            <Typography variant="subtitle2">{quotation.number}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(quotation.createdAt)} · válida hasta el {formatDay(quotation.validUntil)}
            </Typography>
          </Box>
          <Typography variant="subtitle2">{formatUsd(quotation.totalCents)}</Typography>
          <QuotationStatusChip status={quotation.status} />
        </ListItemButton>
      ))}
    </List>
  );
}
