import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES } from '@quimia/contracts';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { RowListEditor } from '@/components/row-list-editor';
import {
  emptyBankAccount,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-form-model';

const TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((value) => ({
  value,
  label: BANK_ACCOUNT_TYPE_LABELS[value],
}));

/** The accounts customers pay into by transfer (shown at checkout). */
export function BankAccountsEditor({
  control,
}: {
  control: Control<CompanyFormValues, unknown, CompanyFormOutput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'bankAccounts' });
  return (
    <RowListEditor
      rows={fields}
      rowLabel={(position) => `Cuenta ${position}`}
      rowSx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
      emptyText="Sin cuentas: la tienda no mostrará datos para transferencias."
      renderRow={(index, position) => (
        <>
          <FormTextField
            control={control}
            name={`bankAccounts.${index}.bank`}
            label="Banco"
            fullWidth
          />
          <FormSelect
            control={control}
            name={`bankAccounts.${index}.type`}
            label="Tipo de cuenta"
            options={TYPE_OPTIONS}
            fullWidth
          />
          <FormTextField
            control={control}
            name={`bankAccounts.${index}.number`}
            label="Número de cuenta"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <FormTextField
            control={control}
            name={`bankAccounts.${index}.holder`}
            label="Titular"
            fullWidth
          />
          <FormTextField
            control={control}
            name={`bankAccounts.${index}.holderId`}
            label="Cédula o RUC del titular"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
          <Tooltip title="Quitar cuenta">
            <IconButton
              color="error"
              onClick={() => remove(index)}
              aria-label={`Quitar cuenta ${position}`}
              sx={{ justifySelf: 'end', mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
      addLabel="Agregar cuenta"
      onAdd={() => append(emptyBankAccount(), { shouldFocus: true })}
      max={10}
    />
  );
}
