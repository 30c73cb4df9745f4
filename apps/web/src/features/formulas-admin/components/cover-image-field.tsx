import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { IMAGE_ACCEPT, type Image } from '@quimia/contracts';
import { useController, type Control } from 'react-hook-form';
import { deleteImage, uploadImage } from '@/api/images';
import { FileInputButton } from '@/components/file-input-button';
import { useSingleUpload } from '@/lib/use-single-upload';
import type { FormulaFormOutput, FormulaFormValues } from './formula-form-model';

type CoverImageFieldProps = {
  control: Control<FormulaFormValues, unknown, FormulaFormOutput>;
  initialCover: Image | null;
  /** Text for the image's `alt` (the formula's title). */
  alt: string;
  /** The image now chosen (for the preview), or null. */
  onImageChange?: (image: Image | null) => void;
};

/** The formula's cover: upload (replaces the current one), preview and remove. */
export function CoverImageField({
  control,
  initialCover,
  alt,
  onImageChange,
}: CoverImageFieldProps) {
  const { field, fieldState } = useController({ control, name: 'coverImageId' });
  const cover = useSingleUpload({
    id: field.value,
    initial: initialCover,
    upload: (file) => uploadImage({ file, alt }),
    remove: deleteImage,
    onChange: (image) => {
      field.onChange(image?.id ?? null);
      onImageChange?.(image);
    },
    onDone: field.onBlur,
  });
  const image = cover.file;

  return (
    <Box>
      <Box
        sx={{
          aspectRatio: '16 / 9',
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'background.neutral',
          display: 'grid',
          placeItems: 'center',
          mb: 2,
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image.urls.md}
            alt={image.alt ?? 'Portada'}
            width={image.width}
            height={image.height}
            sx={{ width: 1, height: 1, objectFit: 'cover' }}
          />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlinedIcon sx={{ fontSize: 48 }} />
            <Typography variant="body2">Sin portada</Typography>
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FileInputButton
          label="Subir portada"
          accept={IMAGE_ACCEPT}
          icon={<CloudUploadIcon />}
          loading={cover.busy}
          onFiles={cover.onFiles}
        />
        {field.value && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={cover.clear}>
            Quitar portada
          </Button>
        )}
      </Stack>
      <FormHelperText>JPEG, PNG, WebP o GIF de hasta 5 MB; mejor apaisada (16:9).</FormHelperText>
      {fieldState.error?.message && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
      {cover.problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={cover.dismissProblem}>
          {cover.problem}
        </Alert>
      )}
    </Box>
  );
}
