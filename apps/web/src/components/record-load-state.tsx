import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { isNotFound } from '@/lib/api-error';
import { RetryAlert } from './retry-alert';

type RecordLoadStateProps = {
  /** The failed request's error, or null while it runs. */
  error: unknown;
  /** Known missing without asking (no id in the address). */
  notFound: boolean;
  onRetry: () => void;
  /** E.g. 'Producto no encontrado'. */
  notFoundTitle: string;
  /** E.g. 'El producto que buscas no existe o fue eliminado.' */
  notFoundText: string;
  /** Where 'Volver a la lista' goes. */
  listPath: string;
  /** The page's form starts with a round photo (users): the skeleton shows one too. */
  avatar?: boolean;
};

/** What a back-office record's page shows until the record arrives: skeleton, not found, or the error. */
export function RecordLoadState({
  error,
  notFound,
  onRetry,
  notFoundTitle,
  notFoundText,
  listPath,
  avatar = false,
}: RecordLoadStateProps) {
  if (notFound || (error && isNotFound(error))) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={listPath} color="inherit" size="small">
            Volver a la lista
          </Button>
        }
      >
        <AlertTitle>{notFoundTitle}</AlertTitle>
        {notFoundText}
      </Alert>
    );
  }
  if (error) return <RetryAlert error={error} onRetry={onRetry} />;
  return (
    <Card sx={{ p: 3 }} aria-busy="true">
      <Stack spacing={3}>
        {avatar && <Skeleton variant="circular" width={120} height={120} />}
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    </Card>
  );
}
