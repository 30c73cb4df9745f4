import type { FieldValues } from 'react-hook-form';
import { idOptions, parseId } from '@/lib/form-options';
import { FormSelect, type TaxonomyOption } from '@/components/form-fields';

type FormTypeSelectProps<T extends FieldValues, TOut> = Omit<
  Parameters<typeof FormSelect<T, TOut>>[0],
  'options' | 'emptyOption' | 'parse'
> & {
  /** The types' query: their list once it has loaded. */
  types: { data: readonly TaxonomyOption[] | undefined; isPending: boolean };
};

/** A record's type (a product's, a formula's), kept in the form as its number id. */
export function FormTypeSelect<T extends FieldValues, TOut = T>({
  types,
  ...props
}: FormTypeSelectProps<T, TOut>) {
  return (
    <FormSelect
      {...props}
      options={idOptions(types.data)}
      emptyOption={types.isPending ? 'Cargando tipos…' : 'Elige un tipo'}
      parse={parseId}
    />
  );
}
