import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue'
> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/**
 * A MUI text field bound to react-hook-form. Controlled, so the floating label stays right when
 * the form is reset; `null` from the server shows as an empty field.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...other
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <TextField
      {...other}
      name={field.name}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

type FormSelectProps<T extends FieldValues, TOut> = Omit<
  FormTextFieldProps<T, TOut>,
  'select' | 'children'
> & {
  options: readonly { value: string; label: string }[];
};

/** A native select (accessible, good on phones) bound to react-hook-form. */
export function FormSelect<T extends FieldValues, TOut = T>({
  options,
  slotProps,
  ...other
}: FormSelectProps<T, TOut>) {
  return (
    <FormTextField
      {...other}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}

type FormSwitchProps<T extends FieldValues, TOut> = {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  helperText?: string;
};

/** An on/off switch with its label, bound to react-hook-form. */
export function FormSwitch<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  helperText,
}: FormSwitchProps<T, TOut>) {
  const { field } = useController({ name, control });
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {helperText && <FormHelperText sx={{ mt: 0, ml: 6 }}>{helperText}</FormHelperText>}
    </div>
  );
}
