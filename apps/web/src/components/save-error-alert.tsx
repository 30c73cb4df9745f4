import Alert from '@mui/material/Alert';
import { errorMessage } from '@/lib/api-client';

/** Why the last save failed, below a form's fields; nothing while it has not failed. */
export function SaveErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt: 3 }}>
      {errorMessage(error)}
    </Alert>
  );
}
