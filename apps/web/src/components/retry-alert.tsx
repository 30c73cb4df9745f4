import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '@/lib/api-client';

type RetryAlertProps = { error: unknown; onRetry: () => void; sx?: SxProps<Theme> };

/** A load that failed: the reason, in Spanish, and a button to ask again. */
export function RetryAlert({ error, onRetry, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
