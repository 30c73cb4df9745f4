import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { UpdateListParams } from '@/lib/list-params';
import { DebouncedSearchField } from './debounced-search-field';

type ListSearchFieldProps = {
  /** The search in effect, the URL's `q`. */
  q: string;
  update: UpdateListParams;
  /** What can be searched, e.g. 'Nombre, correo o usuario…'. */
  placeholder: string;
  sx?: Parameters<typeof DebouncedSearchField>[0]['sx'];
};

/**
 * A back-office list's search box: what is typed becomes the URL's `q`, replacing the history
 * entry so that typing leaves one step to go back.
 */
export function ListSearchField({ q, update, placeholder, sx }: ListSearchFieldProps) {
  return (
    <DebouncedSearchField
      value={q}
      onCommit={(value) => update({ q: value || null }, { replace: true })}
      placeholder={placeholder}
      sx={sx}
    />
  );
}

/** A list's filters in a row (a column on phones), between its status tabs and its table. */
export function ListFilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2.5 }}>
      {children}
    </Stack>
  );
}

/** The filters of a list that has only its search. */
export function SearchOnlyFilters(props: Omit<ListSearchFieldProps, 'sx'>) {
  return (
    <Stack sx={{ p: 2.5 }}>
      <ListSearchField {...props} />
    </Stack>
  );
}
