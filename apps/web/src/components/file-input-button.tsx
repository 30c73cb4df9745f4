import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { visuallyHidden } from '@/lib/visually-hidden';

type FileInputButtonProps = Omit<ButtonProps<'label'>, 'component' | 'onChange' | 'children'> & {
  /** The button's text, which is also the file input's accessible name. */
  label: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  icon?: ReactNode;
};

/**
 * A button that opens the file picker. The input stays in the page (visually hidden inside the
 * label) so keyboards, screen readers and `getByLabel(label).setInputFiles()` all reach it.
 */
export function FileInputButton({
  label,
  accept,
  multiple,
  onFiles,
  icon,
  disabled,
  ...other
}: FileInputButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clearing lets the same file be chosen again after an error.
    event.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <Button
      component="label"
      // The input inside is the control keyboards and screen readers reach: the label around it
      // is neither a second tab stop nor a second button.
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      startIcon={icon}
      disabled={disabled}
      sx={{ whiteSpace: 'nowrap', '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
      {...other}
    >
      {label}
      <Box
        component="input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        sx={visuallyHidden}
      />
    </Button>
  );
}
