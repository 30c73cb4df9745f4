import { NativeSelectField } from './native-select-field';
import type { ProductSort } from '@quimia/contracts';
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, isProductSort } from '../utils/labels';

type SortSelectProps = { value: ProductSort; onChange: (sort: ProductSort) => void };

export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <NativeSelectField
      label="Ordenar por"
      value={value}
      onChange={(next) => {
        if (isProductSort(next)) onChange(next);
      }}
      sx={{ minWidth: 220 }}
    >
      {PRODUCT_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {PRODUCT_SORT_LABELS[sort]}
        </option>
      ))}
    </NativeSelectField>
  );
}
