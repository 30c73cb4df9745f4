import Alert from '@mui/material/Alert';
import { BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES } from '@quimia/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FormRowsEditor } from '@/components/row-list-editor';
import { RowRemoveButton } from '@/components/row-order-buttons';
import {
  emptyBankAccount,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-form-model';

const TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((value) => ({
  value,
  label: BANK_ACCOUNT_TYPE_LABELS[value],
}));

const NUMERIC = { htmlInput: { inputMode: 'numeric' } } as const;

/** The accounts customers pay into by transfer (shown at checkout). */
export function BankAccountsEditor({
  control,
}: {
  control: Control<CompanyFormValues, unknown, CompanyFormOutput>;
}) {
  const accounts = useWatch({ control, name: 'bankAccounts' });
  return (
    <>
      {accounts.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Falta una cuenta bancaria: quien elija pagar por transferencia no verá a dónde transferir
          y tendrá que pedirla por WhatsApp. Agrega al menos una.
        </Alert>
      )}
      <FormRowsEditor
        control={control}
        name="bankAccounts"
        newRow={emptyBankAccount}
        rowLabel={(position) => `Cuenta ${position}`}
        columns={{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
        emptyText="Sin cuentas: la tienda no mostrará datos para transferencias."
        renderRow={(row) => (
          <>
            <FormTextField {...row.field('bank')} label="Banco" fullWidth />
            <FormSelect
              {...row.field('type')}
              label="Tipo de cuenta"
              options={TYPE_OPTIONS}
              fullWidth
            />
            <FormTextField
              {...row.field('number')}
              label="Número de cuenta"
              slotProps={NUMERIC}
              fullWidth
            />
            <FormTextField {...row.field('holder')} label="Titular" fullWidth />
            <FormTextField
              {...row.field('holderId')}
              label="Cédula o RUC del titular"
              slotProps={NUMERIC}
              fullWidth
            />
            <RowRemoveButton row={row} itemName="cuenta" sx={{ justifySelf: 'end', mt: 1 }} />
          </>
        )}
        addLabel="Agregar cuenta"
        max={10}
      />
    </>
  );
}
