import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { firstErrorMessage } from '@/components/form-fields';
import { ProductPicker, type PickedProduct } from '@/domain/catalog/product-picker';
import type { FormulaFormOutput, FormulaFormValues } from './formula-form-model';

type IngredientProductFieldProps = {
  control: Control<FormulaFormValues, unknown, FormulaFormOutput>;
  setValue: UseFormSetValue<FormulaFormValues>;
  index: number;
};

/**
 * The ingredient's product: a catalogue product picked by searching, or what was typed as a
 * free-text ingredient (Agua, Colorante…).
 */
export function IngredientProductField({ control, setValue, index }: IngredientProductFieldProps) {
  const { field: nameField, fieldState } = useController({
    control,
    name: `ingredients.${index}.name`,
  });
  const product = useWatch({ control, name: `ingredients.${index}.product` });

  const link = (chosen: PickedProduct | null) => {
    setValue(`ingredients.${index}.product`, chosen);
    setValue(`ingredients.${index}.productId`, chosen?.id ?? null, { shouldDirty: true });
  };

  return (
    <ProductPicker
      text={nameField.value}
      onTextChange={nameField.onChange}
      product={product ?? null}
      onProductChange={link}
      onBlur={nameField.onBlur}
      name={nameField.name}
      inputRef={nameField.ref}
      label="Producto"
      placeholder="Busca en el catálogo o escribe un ingrediente"
      error={firstErrorMessage(fieldState.error)}
      freeTextHint="Ingrediente libre (sin enlace al catálogo)"
    />
  );
}
