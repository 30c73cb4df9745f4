import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NativeOptions } from '../form-fields';

export type FilterOption = { value: string; label: string };

type SelectFilterProps = Pick<TextFieldProps, 'sx'> & {
  label: string;
  /** The value in the URL; undefined while the list is not filtered by it. */
  value: string | undefined;
  /** The option chosen, or null for the first one (no filter). */
  onChange: (value: string | null) => void;
  /** A first option that filters nothing ('Todos los tipos'); without it a value is always set. */
  allLabel?: string;
  options: readonly FilterOption[];
};

/** A native select (good on phones, `selectOption` in tests) over a back-office list. */
export function SelectFilter({ label, value, onChange, allLabel, options, sx }: SelectFilterProps) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      sx={sx}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <NativeOptions options={options} emptyOption={allLabel} />
    </TextField>
  );
}

type Term = { slug: string; name: string };
type Facet = { slug: string; count: number };

/**
 * A taxonomy's terms as filter options by slug, each with the records it holds under the other
 * filters when the list sent those counts ('Fertilizantes (12)').
 */
export function facetOptions(
  terms: readonly Term[] | undefined,
  facets: readonly Facet[] | undefined,
): FilterOption[] {
  const counts = new Map(facets?.map((facet) => [facet.slug, facet.count]));
  return (terms ?? []).map((term) => {
    const count = counts.get(term.slug);
    return { value: term.slug, label: count === undefined ? term.name : `${term.name} (${count})` };
  });
}
