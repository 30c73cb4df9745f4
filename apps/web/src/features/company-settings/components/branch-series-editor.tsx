import Typography from '@mui/material/Typography';
import type { Branch } from '@quimia/contracts';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FormRowsEditor } from '@/components/row-list-editor';
import { RowRemoveButton } from '@/components/row-order-buttons';
import {
  emptyBranchSeries,
  type InvoicingFormOutput,
  type InvoicingFormValues,
} from './invoicing-form-model';

const NUMERIC = { htmlInput: { inputMode: 'numeric', maxLength: 3 } } as const;

/**
 * The branches that invoice their pickups with a series of their own: the branch (from Empresa ›
 * Sucursales), its establishment and emission point, and the address its documents print.
 */
export function BranchSeriesEditor({
  control,
  setValue,
  branches,
}: {
  control: Control<InvoicingFormValues, unknown, InvoicingFormOutput>;
  setValue: UseFormSetValue<InvoicingFormValues>;
  branches: readonly Pick<Branch, 'name' | 'address'>[];
}) {
  const rows = useWatch({ control, name: 'branchSeries' });
  const known = new Set(branches.map((branch) => branch.name));
  // A saved series whose branch was renamed or removed stays visible, named as such.
  const options = [
    ...branches.map((branch) => ({ value: branch.name, label: branch.name })),
    ...rows
      .filter((row) => row.branch && !known.has(row.branch))
      .map((row) => ({ value: row.branch, label: `${row.branch} (ya no está en Sucursales)` })),
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Los pedidos que se retiran en una de estas sucursales se facturan con su serie y su
        dirección; los demás, con la serie de la tienda en línea.
      </Typography>
      <FormRowsEditor
        control={control}
        name="branchSeries"
        newRow={emptyBranchSeries}
        rowLabel={(position) => `Serie de sucursal ${position}`}
        columns={{ xs: '1fr', md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' }}
        emptyText="Todas las sucursales facturan con la serie de la tienda en línea."
        renderRow={(row) => (
          <>
            <FormSelect
              {...row.field('branch')}
              label="Sucursal"
              options={options}
              emptyOption="Elige la sucursal"
              required
              fullWidth
              onValueChange={(name) => {
                // Its address is the branch's, unless staff already wrote another.
                const branch = branches.find((item) => item.name === name);
                if (branch && !rows[row.index]?.establishmentAddress.trim()) {
                  setValue(`branchSeries.${row.index}.establishmentAddress`, branch.address, {
                    shouldDirty: true,
                  });
                }
              }}
            />
            <FormTextField
              {...row.field('establishment')}
              label="Establecimiento"
              helperText="Tres dígitos, p. ej. 002"
              required
              slotProps={NUMERIC}
              fullWidth
            />
            <FormTextField
              {...row.field('emissionPoint')}
              label="Punto de emisión"
              helperText="Tres dígitos, p. ej. 001"
              required
              slotProps={NUMERIC}
              fullWidth
            />
            <FormTextField
              {...row.field('establishmentAddress')}
              label="Dirección del establecimiento"
              required
              fullWidth
              sx={{ gridColumn: '1 / -1' }}
            />
            <RowRemoveButton
              row={row}
              itemName="serie"
              sx={{ justifySelf: 'end', gridColumn: '1 / -1' }}
            />
          </>
        )}
        addLabel="Agregar serie de sucursal"
        max={10}
      />
    </>
  );
}
