import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { labelSx, selectSx } from '@/components/field-styles';
import { useInputBeforeHydration } from '@/lib/use-input-before-hydration';

type NativeSelectFieldProps = {
  /** Visible label, also the select's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A labelled native `<select>`: light, keyboard and screen-reader friendly, and the phone's own
 * picker on mobile.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  disabled,
  sx,
}: NativeSelectFieldProps) {
  const id = useId();
  const selectRef = useInputBeforeHydration<HTMLSelectElement>(value, onChange);
  return (
    <Box sx={sx}>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
      </Box>
      <Box
        component="select"
        ref={selectRef}
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={selectSx}
      >
        {children}
      </Box>
    </Box>
  );
}
