import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import type { ProductSummary } from '@quimia/contracts';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useProductSearch } from '@/api/search-products';
import { firstErrorMessage } from '@/components/form-fields';
import type { FormulaFormOutput, FormulaFormValues, IngredientProduct } from './formula-form-model';

type ProductOption = IngredientProduct & Partial<Pick<ProductSummary, 'casNumber' | 'status'>>;

type IngredientProductFieldProps = {
  control: Control<FormulaFormValues, unknown, FormulaFormOutput>;
  setValue: UseFormSetValue<FormulaFormValues>;
  index: number;
};

/**
 * The ingredient's product: search the catalogue as you type (accents and typos forgiven) and
 * pick one, or leave what you typed as a free-text ingredient (Agua, Colorante…).
 */
export function IngredientProductField({ control, setValue, index }: IngredientProductFieldProps) {
  const { field: nameField, fieldState } = useController({
    control,
    name: `ingredients.${index}.name`,
  });
  const product = useWatch({ control, name: `ingredients.${index}.product` });
  const [open, setOpen] = useState(false);
  const name = nameField.value;
  const search = useProductSearch(name, { enabled: open });

  const link = (option: ProductOption | null) => {
    const chosen: IngredientProduct | null = option
      ? { id: option.id, name: option.name, code: option.code, slug: option.slug }
      : null;
    setValue(`ingredients.${index}.product`, chosen);
    setValue(`ingredients.${index}.productId`, chosen?.id ?? null, { shouldDirty: true });
  };

  const options: ProductOption[] = search.data ?? [];
  const error = firstErrorMessage(fieldState.error);

  return (
    <Autocomplete<ProductOption, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={name.trim().length >= 2 ? options : []}
      // The server already ranked the matches; filtering again would hide typo-tolerant ones.
      filterOptions={(list) => list}
      value={product ?? null}
      inputValue={name}
      loading={search.isFetching}
      loadingText="Buscando…"
      noOptionsText={
        name.trim().length < 2 ? 'Escribe al menos 2 letras' : 'Sin coincidencias en el catálogo'
      }
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        nameField.onChange(text);
        // Typing something else than the chosen product's name makes it a free-text ingredient.
        if (product && text !== product.name) link(null);
      }}
      onChange={(_event, option) => {
        if (option === null || typeof option === 'string') {
          link(null);
          nameField.onChange(option ?? '');
          return;
        }
        link(option);
        nameField.onChange(option.name);
      }}
      onBlur={nameField.onBlur}
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
          name={nameField.name}
          inputRef={nameField.ref}
          label="Producto"
          placeholder="Busca en el catálogo o escribe un ingrediente"
          error={Boolean(error)}
          helperText={
            error ??
            (product ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <LinkIcon sx={{ fontSize: 14 }} /> Del catálogo: {product.code}
              </Box>
            ) : name.trim() ? (
              'Ingrediente libre (sin enlace al catálogo)'
            ) : undefined)
          }
        />
      )}
    />
  );
}
