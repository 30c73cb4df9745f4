import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormActions } from './form-actions';
import { SaveErrorAlert } from './save-error-alert';

type RecordFormProps = {
  /** The form's accessible name, e.g. 'Nuevo producto' or 'Editar producto'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** The last save's error (the mutation's `error`), or null. */
  saveError: unknown;
  /** Said after a submit that left fields to fix, e.g. 'Revisa los campos marcados.'; false hides it. */
  invalidNotice: ReactNode;
  /** Where 'Cancelar' goes: the record's page, or the list for a new one. */
  cancelTo: string;
  submitLabel: string;
  submitting: boolean;
};

/**
 * A back-office create / edit form: its sections, then why saving failed or what is left to fix,
 * then 'Cancelar' and the submit button.
 */
export function RecordForm({
  label,
  onSubmit,
  children,
  saveError,
  invalidNotice,
  cancelTo,
  submitLabel,
  submitting,
}: RecordFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <SaveErrorAlert error={saveError} />
      {!saveError && invalidNotice && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {invalidNotice}
        </Alert>
      )}
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} submitting={submitting} />
    </Box>
  );
}
