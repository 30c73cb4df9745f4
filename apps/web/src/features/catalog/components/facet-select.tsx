import { NativeSelectField } from './native-select-field';
import type { FacetValue } from '@quimia/contracts';

type FacetSelectProps = {
  /** The facet's name, also the control's accessible label ('Línea de negocio', 'Tipo'…). */
  label: string;
  value: string;
  values: FacetValue[];
  onChange: (slug: string) => void;
  allLabel?: string;
  disabled?: boolean;
};

/**
 * One filter: a native select (light, keyboard and screen-reader friendly, easy on phones) whose
 * options are the facet's values with the number of products each would give. Values that would
 * give nothing stay visible but disabled, except the one already chosen.
 */
export function FacetSelect({
  label,
  value,
  values,
  onChange,
  allLabel = 'Todos',
  disabled,
}: FacetSelectProps) {
  const known = values.some((item) => item.slug === value);
  return (
    <NativeSelectField label={label} value={value} onChange={onChange} disabled={disabled}>
      <option value="">{allLabel}</option>
      {/* A value from a shared link that this list no longer has is kept so the URL stays honest. */}
      {value && !known && <option value={value}>{value}</option>}
      {values.map((item) => (
        <option
          key={item.slug}
          value={item.slug}
          disabled={item.count === 0 && item.slug !== value}
        >
          {`${item.name} (${item.count})`}
        </option>
      ))}
    </NativeSelectField>
  );
}
