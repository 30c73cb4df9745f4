import { useState, type ReactNode, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import type { ProductSummary } from '@quimia/contracts';
import { useProductSearch } from '@/api/product-search';

/** The catalogue product a line points to (a formula's ingredient, a quotation's item). */
export type PickedProduct = {
  id: string;
  name: string;
  code: string;
  slug: string;
  /** The product's unit of stock, when the search gave it. */
  unit?: string;
};

type ProductOption = PickedProduct & Partial<Pick<ProductSummary, 'casNumber' | 'status'>>;

const MIN_SEARCH = 2;

type ProductPickerProps = {
  /** What the field shows: the chosen product's name, or text typed freely. */
  text: string;
  onTextChange: (text: string) => void;
  /** The chosen product; null while the text is free. */
  product: PickedProduct | null;
  onProductChange: (product: PickedProduct | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  placeholder?: string;
  /** The field's error message; it takes the place of the helper text. */
  error?: string;
  /** Under text that names no catalogue product, e.g. 'Ingrediente libre (sin enlace al catálogo)'. */
  freeTextHint?: ReactNode;
};

/**
 * Searches the catalogue (drafts included; accents and typos forgiven) as one types and picks a
 * product, or keeps what was typed as free text. Typing over a chosen product's name lets it go.
 */
export function ProductPicker({
  text,
  onTextChange,
  product,
  onProductChange,
  onBlur,
  name,
  inputRef,
  label,
  placeholder,
  error,
  freeTextHint,
}: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const search = useProductSearch(text, { enabled: open });
  const options: ProductOption[] = search.data ?? [];
  const searchable = text.trim().length >= MIN_SEARCH;

  const pick = (option: ProductOption | null) =>
    onProductChange(
      option
        ? {
            id: option.id,
            name: option.name,
            code: option.code,
            slug: option.slug,
            ...(option.unit ? { unit: option.unit } : {}),
          }
        : null,
    );

  return (
    <Autocomplete<ProductOption, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={searchable ? options : []}
      // The server already ranked the matches; filtering again would hide typo-tolerant ones.
      filterOptions={(list) => list}
      value={product}
      inputValue={text}
      loading={search.isFetching}
      loadingText="Buscando…"
      noOptionsText={searchable ? 'Sin coincidencias en el catálogo' : 'Escribe al menos 2 letras'}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return;
        onTextChange(next);
        if (product && next !== product.name) pick(null);
      }}
      onChange={(_event, option) => {
        if (option === null || typeof option === 'string') {
          pick(null);
          onTextChange(option ?? '');
          return;
        }
        pick(option);
        onTextChange(option.name);
      }}
      onBlur={onBlur}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                {option.name}
                {option.status === 'draft' && (
                  <Chip label="Borrador" size="small" sx={{ ml: 1, height: 20 }} />
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {option.code}
                {option.casNumber ? ` · CAS ${option.casNumber}` : ''}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={
            error ??
            (product ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <LinkIcon sx={{ fontSize: 14 }} /> Del catálogo: {product.code}
              </Box>
            ) : text.trim() ? (
              freeTextHint
            ) : undefined)
          }
        />
      )}
    />
  );
}
