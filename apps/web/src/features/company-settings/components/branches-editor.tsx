import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormChipsField, FormTextField } from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { FormRowsEditor } from '@/components/row-list-editor';
import { RowRemoveButton } from '@/components/row-order-buttons';
import { emptyBranch, type CompanyFormOutput, type CompanyFormValues } from './company-form-model';

type Control_ = Control<CompanyFormValues, unknown, CompanyFormOutput>;

/** A branch's opening hours: rows of days and time. */
function HoursEditor({ control, branch }: { control: Control_; branch: number }) {
  return (
    <Box sx={FULL_ROW}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Horario de atención
      </Typography>
      <FormRowsEditor
        control={control}
        name={`branches.${branch}.hours`}
        newRow={() => ({ days: '', time: '' })}
        rowLabel={(position) => `Horario ${position} de la sucursal ${branch + 1}`}
        columns={{ xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' }}
        emptyText="Sin horario."
        renderRow={(row) => (
          <>
            <FormTextField
              {...row.field('days')}
              label="Días"
              placeholder="Lunes a viernes"
              fullWidth
              // On a phone the days take the row, the time and its delete button the next one
              // (beside the time, "Lunes a viernes" shrank to "Lu").
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <FormTextField
              {...row.field('time')}
              label="Horario"
              placeholder="8:00 - 17:00"
              fullWidth
            />
            <RowRemoveButton row={row} itemName="horario" sx={{ mt: 1 }} />
          </>
        )}
        addLabel="Agregar horario"
        max={7}
      />
    </Box>
  );
}

/** The shop's branches: address, map, phones, e-mails and hours of each. */
export function BranchesEditor({ control }: { control: Control_ }) {
  return (
    <FormRowsEditor
      control={control}
      name="branches"
      newRow={emptyBranch}
      rowLabel={(position) => `Sucursal ${position}`}
      emptyText="Agrega al menos una sucursal."
      renderRow={(row) => (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1">Sucursal {row.position}</Typography>
            <RowRemoveButton row={row} itemName="sucursal" disabled={row.count <= 1} />
          </Stack>
          <FormGrid>
            <FormTextField {...row.field('name')} label="Nombre" required fullWidth />
            <FormTextField {...row.field('mapUrl')} label="Enlace al mapa (https://…)" fullWidth />
            <FormTextField
              {...row.field('address')}
              label="Dirección"
              required
              fullWidth
              sx={FULL_ROW}
            />
            <FormChipsField
              {...row.field('landlines')}
              label="Teléfonos fijos"
              placeholder="(02) 233-4567 y Enter"
              maxItems={5}
            />
            <FormChipsField
              {...row.field('mobiles')}
              label="Celulares"
              placeholder="099 123 4567 y Enter"
              maxItems={5}
            />
            <Box sx={FULL_ROW}>
              <FormChipsField
                {...row.field('emails')}
                label="Correos"
                placeholder="sucursal@empresa.ec y Enter"
                maxItems={5}
              />
            </Box>
            <HoursEditor control={control} branch={row.index} />
          </FormGrid>
        </Stack>
      )}
      addLabel="Agregar sucursal"
      max={10}
    />
  );
}
