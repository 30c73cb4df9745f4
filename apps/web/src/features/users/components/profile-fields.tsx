import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormSwitch, FormTextField } from '@/components/form-fields';
import { FULL_ROW } from '@/components/form-grid';
import { previewPhoto } from '../utils/format';
import type { ProfileField } from '../utils/profile-values';

// The profile fields that one's own account form and the admin's user form share. Each form's
// values hold these fields under these names (`profileFormValues`), whatever else they hold.

type ProfileFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /**
   * The signed-in user's own data: the browser may fill the fields in, and the help speaks to
   * them ('tu foto'). Otherwise an admin edits someone else's.
   */
  ownAccount: boolean;
};

function fieldName<T extends FieldValues>(name: ProfileField) {
  return name as Path<T>;
}

/** The name and photo a profile form previews as they are typed. */
export function useProfilePreview<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  fallbackName: string,
) {
  const [firstName, lastName, photoURL] = useWatch({
    control,
    name: [fieldName<T>('firstName'), fieldName<T>('lastName'), fieldName<T>('photoURL')],
  }) as (string | null | undefined)[];
  return {
    name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || fallbackName,
    photoUrl: previewPhoto(photoURL),
  };
}

type ProfileFormLayoutProps = {
  /** The narrow card: the photo's preview and the fields about it. */
  aside: ReactNode;
  children: ReactNode;
};

/** A profile form's two cards: photo and visibility beside the rest. */
export function ProfileFormLayout({ aside, children }: ProfileFormLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      }}
    >
      <Card sx={{ p: 3, alignSelf: 'start' }}>{aside}</Card>
      <Card sx={{ p: 3 }}>{children}</Card>
    </Box>
  );
}

/** The photo's address and whether the profile is public, with `children` between them. */
export function ProfilePhotoFields<T extends FieldValues, TOut = T>({
  control,
  ownAccount,
  children,
}: ProfileFieldsProps<T, TOut> & { children?: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <FormTextField
        control={control}
        name={fieldName<T>('photoURL')}
        label="Foto (URL)"
        placeholder="https://…"
        type="url"
        fullWidth
        helperText={`Dirección web de ${ownAccount ? 'tu foto' : 'la imagen'} (http o https)`}
      />
      {children}
      <FormSwitch
        control={control}
        name={fieldName<T>('isPublic')}
        label="Perfil público"
        helperText={`Otros usuarios pueden ver ${ownAccount ? 'tu' : 'su'} perfil`}
      />
    </Stack>
  );
}

/** First name and last name, two cells of a `FormGrid`. */
export function ProfileNameFields<T extends FieldValues, TOut = T>({
  control,
  ownAccount,
}: ProfileFieldsProps<T, TOut>) {
  return (
    <>
      <FormTextField
        control={control}
        name={fieldName<T>('firstName')}
        label="Nombre"
        autoComplete={ownAccount ? 'given-name' : 'off'}
        fullWidth
      />
      <FormTextField
        control={control}
        name={fieldName<T>('lastName')}
        label="Apellido"
        autoComplete={ownAccount ? 'family-name' : 'off'}
        fullWidth
      />
    </>
  );
}

const CONTACT_FIELDS: {
  name: ProfileField;
  label: string;
  /** Filled in by the browser on one's own account only. */
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'phoneNumber', label: 'Teléfono', autoComplete: 'tel', type: 'tel' },
  { name: 'company', label: 'Empresa', autoComplete: 'organization' },
  { name: 'country', label: 'País', autoComplete: 'country-name' },
  { name: 'state', label: 'Provincia', autoComplete: 'address-level1' },
  { name: 'city', label: 'Ciudad', autoComplete: 'address-level2' },
  { name: 'zipCode', label: 'Código postal', autoComplete: 'postal-code' },
];

/** Phone, company, location and 'Acerca de': cells of a `FormGrid`, the last two full width. */
export function ProfileContactFields<T extends FieldValues, TOut = T>({
  control,
  ownAccount,
  aboutRows,
}: ProfileFieldsProps<T, TOut> & { aboutRows: number }) {
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={fieldName<T>(field.name)}
          label={field.label}
          type={field.type}
          autoComplete={ownAccount ? field.autoComplete : undefined}
          fullWidth
        />
      ))}
      <FormTextField
        control={control}
        name={fieldName<T>('address')}
        label="Dirección"
        autoComplete={ownAccount ? 'street-address' : undefined}
        fullWidth
        sx={FULL_ROW}
      />
      <FormTextField
        control={control}
        name={fieldName<T>('about')}
        label="Acerca de"
        fullWidth
        multiline
        minRows={aboutRows}
        sx={FULL_ROW}
      />
    </>
  );
}
