import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IMAGE_ACCEPT, type Image } from '@quimia/contracts';
import { useController, type Control } from 'react-hook-form';
import { deleteImage, uploadImage } from '@/api/images';
import { FileInputButton } from '@/components/file-input-button';
import { useSingleUpload } from '@/lib/use-single-upload';
import type { CompanyFormOutput, CompanyFormValues } from './company-form-model';

type LogoFieldProps = {
  control: Control<CompanyFormValues, unknown, CompanyFormOutput>;
  initialLogo: Image | null;
  /** The trade name, for the image's `alt`. */
  alt: string;
};

/** The shop's logo: upload (replaces the current one), preview and remove (the drawn mark). */
export function LogoField({ control, initialLogo, alt }: LogoFieldProps) {
  const { field, fieldState } = useController({ control, name: 'logoImageId' });
  const logo = useSingleUpload({
    id: field.value,
    initial: initialLogo,
    upload: (file) => uploadImage({ file, alt }),
    remove: deleteImage,
    onChange: (image) => field.onChange(image?.id ?? null),
    onDone: field.onBlur,
  });

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            borderRadius: 1.5,
            bgcolor: 'background.neutral',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {logo.file ? (
            <Box
              component="img"
              src={logo.file.urls.sm}
              alt={`Logo de ${alt}`}
              sx={{ width: 1, height: 1, objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              Sin logo
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FileInputButton
            label="Subir logo"
            accept={IMAGE_ACCEPT}
            icon={<CloudUploadIcon />}
            loading={logo.busy}
            onFiles={logo.onFiles}
          />
          {field.value && (
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={logo.clear}>
              Quitar logo
            </Button>
          )}
        </Stack>
      </Stack>
      <FormHelperText>
        JPEG, PNG, WebP o GIF de hasta 5 MB, mejor cuadrado. Sin logo, la tienda muestra el dibujo
        del matraz.
      </FormHelperText>
      {fieldState.error?.message && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
      {logo.problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={logo.dismissProblem}>
          {logo.problem}
        </Alert>
      )}
    </Box>
  );
}
