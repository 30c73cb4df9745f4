import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormActions } from './form-actions';
import { SaveErrorAlert } from './save-error-alert';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type RecordFormProps = {
  /** The form's accessible name, e.g. 'Nuevo producto' or 'Editar producto'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** The last save's error (the mutation's `error`), or null. */
  saveError: unknown;
  /** The form's state (React Hook Form's `formState`): changed, saving, and fields left to fix. */
  formState: { isDirty: boolean; isSubmitting: boolean; submitCount: number; errors: object };
  /** Said after a submit that left fields to fix. */
  invalidNotice?: string;
  /** Where 'Cancelar' goes: the record's page, or the list for a new one. */
  cancelTo: string;
  submitLabel: string;
};

/**
 * A back-office create / edit form: its sections, then why saving failed or what is left to fix,
 * then 'Cancelar' and the submit button. Leaving it with unsaved changes asks first; saving
 * (which may move on to the saved record) does not.
 */
export function RecordForm({
  label,
  onSubmit,
  children,
  saveError,
  formState,
  invalidNotice = 'Revisa los campos marcados.',
  cancelTo,
  submitLabel,
}: RecordFormProps) {
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
      {children}
      <SaveErrorAlert error={saveError} />
      {!saveError && invalid && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {invalidNotice}
        </Alert>
      )}
      <FormActions
        cancelTo={cancelTo}
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
      />
    </Box>
  );
}
