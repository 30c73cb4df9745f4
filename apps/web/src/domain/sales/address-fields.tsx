import { ECUADOR_PROVINCES } from '@quimia/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FULL_ROW } from '@/components/form-grid';

const PROVINCE_OPTIONS = ECUADOR_PROVINCES.map((value) => ({ value, label: value }));

/** The fields a form must have to hold a delivery address. */
type AddressFieldValues = {
  contactName: string;
  phone: string;
  province: string;
  city: string;
  address: string;
  reference?: string;
};

/**
 * The fields of a delivery address (inside a `FormGrid`): who receives and their phone, province,
 * city, address and how to find it.
 */
export function AddressFields<T extends FieldValues & AddressFieldValues, TOut = T>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const name = (field: keyof AddressFieldValues) => field as Path<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('contactName')}
        label="Quién recibe"
        autoComplete="name"
        fullWidth
      />
      <FormTextField
        control={control}
        name={name('phone')}
        label="Teléfono de quien recibe"
        type="tel"
        autoComplete="tel"
        fullWidth
      />
      <FormSelect
        control={control}
        name={name('province')}
        label="Provincia"
        options={PROVINCE_OPTIONS}
        emptyOption="Elige la provincia"
        fullWidth
      />
      <FormTextField
        control={control}
        name={name('city')}
        label="Ciudad"
        autoComplete="address-level2"
        fullWidth
      />
      <FormTextField
        control={control}
        name={name('address')}
        label="Dirección"
        placeholder="Calle principal, número y calle secundaria"
        autoComplete="street-address"
        fullWidth
        sx={FULL_ROW}
      />
      <FormTextField
        control={control}
        name={name('reference')}
        label="Referencia (opcional)"
        placeholder="Junto a…, portón verde, segundo piso"
        fullWidth
        sx={FULL_ROW}
      />
    </>
  );
}
