import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'slotProps'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** A password input with a show/hide button. */
  password?: boolean;
};

/** A MUI text field bound to react-hook-form, showing the schema's message under it. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  password,
  helperText,
  ...other
}: FormTextFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          {...other}
          value={field.value ?? ''}
          inputRef={ref}
          fullWidth
          error={!!error}
          helperText={error?.message ?? helperText}
          type={password && !visible ? 'password' : other.type}
          slotProps={{
            inputLabel: { shrink: true },
            input: password
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      {/* "clave", not "contraseña": the field's own label stays the only match for it. */}
                      <IconButton
                        edge="end"
                        aria-label={visible ? 'Ocultar clave' : 'Mostrar clave'}
                        aria-pressed={visible}
                        onClick={() => setVisible((value) => !value)}
                      >
                        {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                      </IconButton>
                    </InputAdornment>
                  ),
                }
              : undefined,
          }}
        />
      )}
    />
  );
}
