import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

const SEARCH_DEBOUNCE_MS = 300;

type DebouncedSearchFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** The search in effect (from the URL). */
  value: string;
  /** Called after a pause in typing with the trimmed text. */
  onCommit: (value: string) => void;
};

/** A search box that answers every keystroke but asks the server only after a pause. */
export function DebouncedSearchField({ value, onCommit, ...other }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    // The URL changed from outside (back button, link): show its search, unless it is what we typed.
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (next.trim() !== value) onCommit(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      fullWidth
      type="search"
      label="Buscar"
      {...other}
      value={text}
      onChange={onChange}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
