import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

type FormActionsProps = {
  /**
   * Where 'Cancelar' goes: the record's page, or the list for a new one. Without it (a page of
   * one's own account) the form has the submit button only.
   */
  cancelTo?: string;
  submitLabel: string;
  submitting: boolean;
};

/** The end of a form: 'Cancelar' and the submit button. */
export function FormActions({ cancelTo, submitLabel, submitting }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
      {cancelTo !== undefined && (
        <Button component={RouterLink} to={cancelTo} variant="outlined" color="inherit">
          Cancelar
        </Button>
      )}
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
