import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { SavedDeliveryAddress, User } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useRemoveAddress, useSetDefaultAddress } from '../api/account';
import { AddressDialog } from './address-dialog';

function AddressCard({
  address,
  onEdit,
  onRemove,
}: {
  address: SavedDeliveryAddress;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const setDefault = useSetDefaultAddress();
  const { enqueueSnackbar } = useSnackbar();
  const makeDefault = () =>
    setDefault.mutate(address.id, {
      onSuccess: () => enqueueSnackbar('Dirección predeterminada cambiada', { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={`Dirección ${address.label}`}
      sx={{ p: 2.5, listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          {address.label}
        </Typography>
        {address.isDefault && <Chip size="small" color="primary" label="Predeterminada" />}
      </Stack>
      <Typography variant="body2">
        {address.contactName} · {address.phone}
      </Typography>
      <Typography variant="body2">{address.address}</Typography>
      <Typography variant="body2">
        {address.city}, {address.province}
      </Typography>
      {address.reference && (
        <Typography variant="body2" color="text.secondary">
          Referencia: {address.reference}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={onEdit}>
          Editar
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={onRemove}>
          Eliminar
        </Button>
        {!address.isDefault && (
          <Button size="small" onClick={makeDefault} loading={setDefault.isPending}>
            Usar como predeterminada
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The customer's delivery addresses: add, edit, remove and choose the default. */
export function AddressList({
  addresses,
  user,
}: {
  addresses: SavedDeliveryAddress[];
  user: User;
}) {
  const [editing, setEditing] = useState<SavedDeliveryAddress | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedDeliveryAddress | null>(null);
  const remove = useRemoveAddress();

  return (
    <>
      {addresses.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Aún no tienes direcciones de entrega. Agrega la de tu bodega, local u oficina para recibir
          tus pedidos.
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          sx={{ p: 0, m: 0, mb: 2 }}
          aria-label="Direcciones de entrega"
        >
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing(address)}
              onRemove={() => setRemoving(address)}
            />
          ))}
        </Stack>
      )}
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
        Agregar dirección
      </Button>
      <AddressDialog
        target={editing}
        defaults={{
          contactName: `${user.firstName} ${user.lastName}`.trim(),
          phone: user.phoneNumber ?? '',
          isDefault: addresses.length === 0,
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        target={removing}
        id="remove-address"
        title="Eliminar dirección"
        description={(address) => `¿Eliminar la dirección «${address.label}»?`}
        confirmLabel="Eliminar"
        action={remove}
        successMessage="Dirección eliminada"
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
