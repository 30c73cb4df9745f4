import type { FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ProductStock, StockLevel } from '@quimia/contracts';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import { FormNumberField, FormSelect, unitSlotProps } from '@/components/form-fields';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { bodyResolver } from '@/lib/body-resolver';
import { useFormSave } from '@/lib/use-form-save';

export type StockDialogProps = {
  stock: ProductStock;
  open: boolean;
  onClose: () => void;
  /** Once saved (the page may read the product again: its total changed). */
  onSaved?: () => void;
};

/** A count's or a transfer's dialog, full screen on phones; its form is new each time it opens. */
export function StockDialog({
  title,
  id,
  open,
  onClose,
  children,
}: {
  title: string;
  /** The title's element id, naming the dialog. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** The form, drawn only while open: it starts from the stock as it is then. */
  children: () => ReactNode;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      aria-labelledby={id}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      {open && children()}
    </Dialog>
  );
}

/** A stock dialog's form: what it does, its fields, why the last save failed, and its buttons. */
export function StockForm({
  label,
  intro,
  error,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  intro: string;
  /** The save's error (its message shows under the fields; field messages go on each field). */
  error: unknown;
  submitting: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 3 }}>{intro}</DialogContentText>
        <Stack spacing={2.5}>{children}</Stack>
        <SaveErrorAlert error={error} />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/** A quantity in the product's unit, up to three decimals; empty is no value. */
/**
 * «Sucursal»: the branch a count or a minimum is about (field `branchId`); `onChoose` hears the
 * chosen branch's level, to start the other fields from what it has on record.
 */
export function BranchField<T extends FieldValues, TOut>({
  control,
  stock,
  onChoose,
}: {
  control: Control<T, unknown, TOut>;
  stock: ProductStock;
  onChoose: (level: StockLevel | undefined) => void;
}) {
  return (
    <FormSelect
      control={control}
      name={'branchId' as Path<T>}
      label="Sucursal"
      options={stock.levels.map((entry) => ({ value: entry.branchId, label: entry.branchName }))}
      onValueChange={(value) => onChoose(stock.levels.find((entry) => entry.branchId === value))}
      fullWidth
    />
  );
}

export function QuantityField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  unit,
  helperText,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  unit: string;
  helperText: string | undefined;
}) {
  return (
    <FormNumberField
      control={control}
      name={name}
      label={label}
      decimals={3}
      empty={null}
      fullWidth
      autoFocus
      helperText={helperText}
      slotProps={unitSlotProps(unit)}
    />
  );
}

/**
 * A stock dialog's form, checked with the endpoint's own schema (`toBody` adds the product) and
 * saved like every form: the server's messages on their fields, the dialog closed once saved.
 */
export function useStockForm<TValues extends FieldValues, TSchema extends z.ZodType>({
  schema,
  toBody,
  fields,
  defaultValues,
  save,
  savedMessage,
  onClose,
  onSaved,
}: {
  schema: TSchema;
  toBody: (values: TValues) => unknown;
  /** The form's fields, named as in the body. */
  fields: readonly Path<TValues>[];
  defaultValues: DefaultValues<TValues>;
  save: (body: z.output<TSchema>) => Promise<unknown>;
  savedMessage: string;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const toFormPath = flatFormPath<TValues>(fields);
  const form = useForm<TValues, unknown, z.output<TSchema>>({
    resolver: bodyResolver<TValues, TSchema>(schema, toBody, toFormPath),
    defaultValues,
    mode: 'onTouched',
  });
  const submit = useFormSave({
    save,
    setError: form.setError,
    toFormPath,
    savedMessage,
    onSaved: () => {
      onSaved?.();
      onClose();
    },
  });
  return { ...form, submit: form.handleSubmit(submit) };
}
