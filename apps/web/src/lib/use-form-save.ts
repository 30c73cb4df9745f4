import { useSnackbar } from 'notistack';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors } from './api-error';

/**
 * For forms with lists of rows: errors appear on saving, then follow each change, so a row just
 * added is not flagged empty.
 */
export const VALIDATE_ON_SAVE = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

type FormSaveOptions<TForm extends FieldValues, TBody, TSaved> = {
  /** Sends what the form holds (a mutation's `mutateAsync`) and returns what the server stored. */
  save: (body: TBody) => Promise<TSaved>;
  setError: UseFormSetError<TForm>;
  /** The form's path for a path of the server's field errors (see `applyServerErrors`). */
  toFormPath: (bodyPath: string) => string | null;
  /** Said once saved, e.g. 'Producto creado'. */
  savedMessage: string;
  /** Whatever else saving means for this form: free replaced files, refresh the session… */
  onSaved?: (saved: TSaved) => void;
  /** Where to go once saved; without it the form stays on screen. */
  nextPath?: (saved: TSaved) => string;
  /** The fields that got the server's messages, e.g. to bring the first one into view. */
  onFieldErrors?: (paths: string[]) => void;
};

/**
 * A form's submit handler: saves, does what saving means here, says so and moves on. When the
 * server refuses, its messages go on their fields and what was typed stays where it is; the
 * form shows the error itself (the mutation's `error`).
 */
export function useFormSave<TForm extends FieldValues, TBody, TSaved>({
  save,
  setError,
  toFormPath,
  savedMessage,
  onSaved,
  nextPath,
  onFieldErrors,
}: FormSaveOptions<TForm, TBody, TSaved>) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return async (body: TBody) => {
    try {
      const saved = await save(body);
      onSaved?.(saved);
      enqueueSnackbar(savedMessage, { variant: 'success' });
      if (nextPath) void navigate(nextPath(saved));
    } catch (error) {
      // Applied first: `onFieldErrors?.(…)` alone would not evaluate its argument without a callback.
      const fields = applyServerErrors(error, setError, toFormPath);
      onFieldErrors?.(fields);
    }
  };
}
