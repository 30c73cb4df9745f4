import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormChipsField, FormTextField } from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { RowListEditor } from '@/components/row-list-editor';
import { emptyBranch, type CompanyFormOutput, type CompanyFormValues } from './company-form-model';

type Control_ = Control<CompanyFormValues, unknown, CompanyFormOutput>;

/** A branch's opening hours: rows of days and time. */
function HoursEditor({ control, branch }: { control: Control_; branch: number }) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: `branches.${branch}.hours`,
  });
  return (
    <Box sx={FULL_ROW}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Horario de atención
      </Typography>
      <RowListEditor
        rows={fields}
        rowLabel={(position) => `Horario ${position} de la sucursal ${branch + 1}`}
        rowSx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
        }}
        emptyText="Sin horario."
        renderRow={(index, position) => (
          <>
            <FormTextField
              control={control}
              name={`branches.${branch}.hours.${index}.days`}
              label="Días"
              placeholder="Lunes a viernes"
              fullWidth
            />
            <FormTextField
              control={control}
              name={`branches.${branch}.hours.${index}.time`}
              label="Horario"
              placeholder="8:00 - 17:00"
              fullWidth
            />
            <Tooltip title="Quitar horario">
              <IconButton
                color="error"
                onClick={() => remove(index)}
                aria-label={`Quitar horario ${position}`}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        addLabel="Agregar horario"
        onAdd={() => append({ days: '', time: '' }, { shouldFocus: true })}
        max={7}
      />
    </Box>
  );
}

/** The shop's branches: address, map, phones, e-mails and hours of each. */
export function BranchesEditor({ control }: { control: Control_ }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'branches' });
  return (
    <RowListEditor
      rows={fields}
      rowLabel={(position) => `Sucursal ${position}`}
      emptyText="Agrega al menos una sucursal."
      renderRow={(index, position) => (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1">Sucursal {position}</Typography>
            <Tooltip title="Quitar sucursal">
              <span>
                <IconButton
                  color="error"
                  onClick={() => remove(index)}
                  disabled={fields.length <= 1}
                  aria-label={`Quitar sucursal ${position}`}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
          <FormGrid>
            <FormTextField
              control={control}
              name={`branches.${index}.name`}
              label="Nombre"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name={`branches.${index}.mapUrl`}
              label="Enlace al mapa (https://…)"
              fullWidth
            />
            <FormTextField
              control={control}
              name={`branches.${index}.address`}
              label="Dirección"
              required
              fullWidth
              sx={FULL_ROW}
            />
            <FormChipsField
              control={control}
              name={`branches.${index}.landlines`}
              label="Teléfonos fijos"
              placeholder="(02) 233-4567 y Enter"
              maxItems={5}
            />
            <FormChipsField
              control={control}
              name={`branches.${index}.mobiles`}
              label="Celulares"
              placeholder="099 123 4567 y Enter"
              maxItems={5}
            />
            <Box sx={FULL_ROW}>
              <FormChipsField
                control={control}
                name={`branches.${index}.emails`}
                label="Correos"
                placeholder="sucursal@empresa.ec y Enter"
                maxItems={5}
              />
            </Box>
            <HoursEditor control={control} branch={index} />
          </FormGrid>
        </Stack>
      )}
      addLabel="Agregar sucursal"
      onAdd={() => append(emptyBranch(), { shouldFocus: true })}
      max={10}
    />
  );
}
