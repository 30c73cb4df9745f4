import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  deliveryAddressSaveBodySchema,
  type DeliveryAddressSaveBody,
  type SavedDeliveryAddress,
} from '@quimia/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '@/domain/sales/address-fields';
import { FormSwitch, FormTextField } from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { useFormSave } from '@/lib/use-form-save';
import { useSaveAddress } from '../api/account';

type Output = z.output<typeof deliveryAddressSaveBodySchema>;

const FIELDS = [
  'label',
  'contactName',
  'phone',
  'province',
  'city',
  'address',
  'reference',
  'isDefault',
] as const;

const NEW_ADDRESS = {
  label: '',
  contactName: '',
  phone: '',
  province: '',
  city: '',
  address: '',
  reference: '',
  isDefault: false,
};

type AddressDialogProps = {
  /** The address being edited, 'new' for a new one, null when closed. */
  target: SavedDeliveryAddress | 'new' | null;
  /** Who receives, for a new address: the customer themself. */
  defaults: { contactName: string; phone: string; isDefault: boolean };
  onClose: () => void;
};

function AddressForm({
  target,
  defaults,
  onClose,
}: Omit<AddressDialogProps, 'target'> & { target: SavedDeliveryAddress | 'new' }) {
  const saveAddress = useSaveAddress();
  const editing = target === 'new' ? null : target;
  const { control, handleSubmit, setError, formState } = useForm<
    DeliveryAddressSaveBody,
    unknown,
    Output
  >({
    resolver: zodResolver(deliveryAddressSaveBodySchema),
    // The province starts unchosen: the select asks for it rather than guessing one.
    defaultValues: (editing ?? { ...NEW_ADDRESS, ...defaults }) as DeliveryAddressSaveBody,
    mode: 'onTouched',
  });
  const save = useFormSave({
    save: (body: Output) => saveAddress.mutateAsync(body),
    setError,
    toFormPath: flatFormPath(FIELDS),
    savedMessage: editing ? 'Dirección guardada' : 'Dirección agregada',
    onSaved: onClose,
  });

  return (
    <form noValidate onSubmit={handleSubmit(save)} aria-label="Dirección de entrega">
      <DialogContent dividers>
        <FormGrid>
          <FormTextField
            control={control}
            name="label"
            label="Nombre de la dirección"
            placeholder="Bodega, Local, Casa…"
            fullWidth
            sx={FULL_ROW}
          />
          <AddressFields control={control} />
          <FormSwitch
            control={control}
            name="isDefault"
            label="Usar como dirección predeterminada"
          />
        </FormGrid>
        <SaveErrorAlert error={saveAddress.error} />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {editing ? 'Guardar dirección' : 'Agregar dirección'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Adds or edits a delivery address; full screen on phones. */
export function AddressDialog(props: AddressDialogProps) {
  const { target, onClose } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = target === 'new' ? 'Nueva dirección de entrega' : 'Editar dirección de entrega';
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="address-dialog-title"
    >
      <DialogTitle id="address-dialog-title">{title}</DialogTitle>
      {/* A fresh form for each address opened. */}
      {target && (
        <AddressForm key={target === 'new' ? 'new' : target.id} {...props} target={target} />
      )}
    </Dialog>
  );
}
