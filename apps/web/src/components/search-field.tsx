import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useInputBeforeHydration } from '@/lib/use-input-before-hydration';
import { fieldSx, labelSx } from './field-styles';

type SearchFieldProps = {
  label: string;
  /** The search as kept in the URL. */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Waiting time after the last keystroke before searching. */
  delay?: number;
};

/**
 * A search box that searches as you type (after a short pause) and on Enter. When the URL's value
 * changes from elsewhere (back/forward, a cleared filter) the box shows it.
 */
export function SearchField({
  label,
  value,
  onSearch,
  placeholder,
  delay = 400,
}: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Adjusting state while rendering (not in an effect) when the URL moves on its own.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  // Typed before the scripts ran: searched once they run.
  const inputRef = useInputBeforeHydration<HTMLInputElement>(value, setDraft);

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (draft.trim() === value.trim()) return undefined;
    const timer = window.setTimeout(() => onSearchRef.current(draft.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [draft, value, delay]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() !== value.trim()) onSearch(draft.trim());
  };

  return (
    <form role="search" onSubmit={handleSubmit}>
      <Box component="label" htmlFor={id} sx={labelSx}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <SearchIcon
          aria-hidden
          fontSize="small"
          sx={{
            position: 'absolute',
            left: 12,
            top: '50%',
            transform: 'translateY(-50%)',
            color: 'text.disabled',
            pointerEvents: 'none',
          }}
        />
        <Box
          component="input"
          ref={inputRef}
          id={id}
          type="search"
          // Before the scripts run, Enter submits the form natively: `?q=` still finds it.
          name="q"
          value={draft}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          sx={[fieldSx, { pl: 5 }]}
        />
      </Box>
    </form>
  );
}
