import { useState, type ReactNode } from 'react';
import Autocomplete, {
  type AutocompleteRenderInputParams,
  type AutocompleteRenderValueGetItemProps,
} from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type RefCallBack,
} from 'react-hook-form';

type BaseProps<T extends FieldValues, TOut> = {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/**
 * The form's field, the props that bind a MUI TextField to it (name, focus ref, touch, and the
 * field's error message in place of the helper text) and the field's other props.
 */
function useBoundTextField<
  T extends FieldValues,
  TOut,
  P extends BaseProps<T, TOut> & { helperText?: ReactNode },
>({ name, control, helperText, ...other }: P) {
  const { field, fieldState } = useController({ name, control });
  return {
    field,
    other,
    bound: {
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message ?? helperText,
    },
  };
}

type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue'
> &
  BaseProps<T, TOut>;

/**
 * A MUI text field bound to react-hook-form. Controlled, so the floating label stays right when
 * the form is reset; `null` from the server shows as an empty field.
 */
export function FormTextField<T extends FieldValues, TOut = T>(props: FormTextFieldProps<T, TOut>) {
  const { field, bound, other } = useBoundTextField<T, TOut, typeof props>(props);
  const value: unknown = field.value;
  return (
    <TextField
      {...other}
      {...bound}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(event) => {
        field.onChange(event);
        other.onChange?.(event);
      }}
    />
  );
}

type Option = { value: string; label: string };

type NativeOptionsProps = {
  options: readonly Option[];
  /** A first option whose value is '' ('Elige un tipo', 'Todos los tipos'). */
  emptyOption?: string;
};

/** The options of a native select (a `TextField` with `select` and `native`). */
export function NativeOptions({ options, emptyOption }: NativeOptionsProps) {
  return (
    <>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

type FormSelectProps<T extends FieldValues, TOut> = Omit<
  FormTextFieldProps<T, TOut>,
  'select' | 'children' | 'onChange'
> & {
  options: readonly Option[];
  /** A first option meaning "none" (its value is ''). */
  emptyOption?: string;
  /** Turns the chosen option's value into the form's value (e.g. a number id). */
  parse?: (value: string) => unknown;
  onValueChange?: (value: unknown) => void;
};

/** A native select (accessible, good on phones, `selectOption` in tests) bound to the form. */
export function FormSelect<T extends FieldValues, TOut = T>({
  options,
  emptyOption,
  parse = (value) => value,
  onValueChange,
  slotProps,
  ...props
}: FormSelectProps<T, TOut>) {
  const { field, bound, other } = useBoundTextField<T, TOut, typeof props>(props);
  const value: unknown = field.value;
  return (
    <TextField
      {...other}
      {...bound}
      select
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const next = parse(event.target.value);
        field.onChange(next);
        onValueChange?.(next);
      }}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <NativeOptions options={options} emptyOption={emptyOption} />
    </TextField>
  );
}

/** A text field's `slotProps` that write a unit after its value ('kg', '%', 'días'). */
export function unitSlotProps(unit: ReactNode) {
  return { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } };
}

/** Digits with an optional decimal part (dot or comma); `decimals` 0 allows whole numbers only. */
function numberPattern(decimals: number): RegExp {
  return decimals > 0 ? new RegExp(`^\\d*(?:[.,]\\d{0,${decimals}})?$`) : /^\d*$/;
}

function parseNumber(text: string, empty: null | undefined): number | null | undefined {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '' || normalised === '.') return empty;
  return Number(normalised);
}

function formatValue(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

type FormNumberFieldProps<T extends FieldValues, TOut> = Omit<
  FormTextFieldProps<T, TOut>,
  'type' | 'onChange'
> & {
  /** Decimal places allowed (0: whole numbers). */
  decimals?: number;
  /** What an empty field means: `null` (no value) or `undefined` (the schema's default). */
  empty?: null | undefined;
};

/**
 * A number typed as text (comma or dot as decimal mark) and kept in the form as a number. Only
 * digits and `decimals` decimal places can be typed, so the value is always a number or empty.
 */
export function FormNumberField<T extends FieldValues, TOut = T>({
  decimals = 2,
  empty = null,
  slotProps,
  ...props
}: FormNumberFieldProps<T, TOut>) {
  const { field, bound, other } = useBoundTextField<T, TOut, typeof props>(props);
  const [text, setText] = useState(() => formatValue(field.value));
  // Keep what was typed ("1," or "0.50") unless the form's value changed from outside (reset).
  const [synced, setSynced] = useState<unknown>(field.value);
  if (field.value !== synced) {
    setSynced(field.value);
    if (parseNumber(text, empty) !== field.value) setText(formatValue(field.value));
  }
  return (
    <TextField
      {...other}
      {...bound}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        if (!numberPattern(decimals).test(next.trim())) return;
        setText(next);
        const parsed = parseNumber(next, empty);
        setSynced(parsed);
        field.onChange(parsed);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', autoComplete: 'off' },
      }}
    />
  );
}

type FormSwitchProps<T extends FieldValues, TOut> = BaseProps<T, TOut> & {
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

/** The first message of a field, or of the first bad item of a list field. */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items) {
    const message = firstErrorMessage(item as FieldError | undefined);
    if (message) return message;
  }
  return undefined;
}

type ChipsInput<V> = {
  field: { name: string; ref: RefCallBack };
  chipLabel: (item: V) => string;
  label: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  helperText?: ReactNode;
  error: string | undefined;
  empty: boolean;
};

/** What a form's multiple Autocomplete draws: its chosen values as chips, and its text field. */
function chipsInputProps<V>({
  field,
  chipLabel,
  label,
  placeholder,
  helperText,
  error,
  empty,
}: ChipsInput<V>) {
  return {
    renderValue: (items: V[], getItemProps: AutocompleteRenderValueGetItemProps<true>) =>
      items.map((item, index) => {
        const { key, ...itemProps } = getItemProps({ index });
        return <Chip key={key} size="small" label={chipLabel(item)} {...itemProps} />;
      }),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={field.name}
        inputRef={field.ref}
        label={label}
        placeholder={empty ? placeholder : undefined}
        error={Boolean(error)}
        helperText={error ?? helperText}
      />
    ),
  };
}

type FormChipsFieldProps<T extends FieldValues, TOut> = BaseProps<T, TOut> & {
  label: string;
  placeholder?: string;
  helperText?: ReactNode;
  /** Suggestions offered while typing; anything else typed is accepted too. */
  suggestions?: readonly string[];
  maxItems?: number;
};

/** A list of short texts shown as chips: type and press Enter (or comma) to add one. */
export function FormChipsField<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  placeholder,
  helperText,
  suggestions = [],
  maxItems,
}: FormChipsFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [input, setInput] = useState('');
  const error = firstErrorMessage(fieldState.error);

  const add = (items: string[]) => {
    const next = [...value];
    for (const item of items.map((text) => text.trim()).filter(Boolean)) {
      if (!next.some((existing) => existing.toLowerCase() === item.toLowerCase())) next.push(item);
    }
    field.onChange(maxItems ? next.slice(0, maxItems) : next);
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions.filter((option) => !value.includes(option))}
      value={value}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // A comma ends an item, so a pasted "a, b, c" becomes three chips.
        if (reason === 'input' && next.includes(',')) {
          const parts = next.split(',');
          add(parts.slice(0, -1));
          setInput(parts.at(-1) ?? '');
          return;
        }
        setInput(reason === 'reset' ? '' : next);
      }}
      onChange={(_event, next) => {
        field.onChange(next.map((item) => item.trim()).filter(Boolean));
      }}
      onBlur={() => {
        // What was typed but not confirmed with Enter is kept rather than lost.
        if (input.trim()) {
          add([input]);
          setInput('');
        }
        field.onBlur();
      }}
      {...chipsInputProps<string>({
        field,
        chipLabel: (item) => item,
        label,
        placeholder,
        helperText,
        error,
        empty: value.length === 0,
      })}
    />
  );
}

export type TaxonomyOption = { id: number; name: string };

type FormMultiSelectProps<T extends FieldValues, TOut> = BaseProps<T, TOut> & {
  label: string;
  options: readonly TaxonomyOption[];
  loading?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
};

/** Several values of a list (business lines, areas), searchable, kept in the form as ids. */
export function FormMultiSelect<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  options,
  loading,
  helperText,
  placeholder,
}: FormMultiSelectProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const ids = Array.isArray(field.value) ? (field.value as number[]) : [];
  const selected = ids
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is TaxonomyOption => Boolean(option));
  const error = firstErrorMessage(fieldState.error);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      loading={loading}
      loadingText="Cargando…"
      noOptionsText="Sin coincidencias"
      value={selected}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_event, next) => field.onChange(next.map((option) => option.id))}
      onBlur={field.onBlur}
      {...chipsInputProps<TaxonomyOption>({
        field,
        chipLabel: (item) => item.name,
        label,
        placeholder,
        helperText,
        error,
        empty: selected.length === 0,
      })}
    />
  );
}
