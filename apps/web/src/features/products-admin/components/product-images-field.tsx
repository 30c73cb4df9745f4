import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { IMAGE_ACCEPT, PRODUCT_MAX_IMAGES, type Image } from '@quimia/contracts';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { deleteImage, uploadImage } from '@/api/images';
import { FileInputButton } from '@/components/file-input-button';
import { firstErrorMessage } from '@/components/form-fields';
import { TooltipIconButton } from '@/components/tooltip-icon-button';
import { errorMessage } from '@/lib/api-client';

type UploadProblem = { fileName: string; message: string };

type ProductImagesFieldProps<T extends FieldValues, TOut> = {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  /** The images the product already has (to show their previews). */
  initialImages: readonly Image[];
  /** Text for the images' `alt` (the product's name). */
  alt?: string;
};

/**
 * The product's gallery: upload (several at once), preview, reorder and remove. The form holds
 * the ids in display order; the first image is the cover.
 */
export function ProductImagesField<T extends FieldValues, TOut = T>({
  name,
  control,
  initialImages,
  alt,
}: ProductImagesFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const ids = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [known, setKnown] = useState<Record<string, Image>>(() =>
    Object.fromEntries(initialImages.map((image) => [image.id, image])),
  );
  const [uploading, setUploading] = useState<string[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  // Uploaded here and not yet saved with the product: removing one deletes it on the server.
  const fresh = useRef(new Set<string>());
  // The value as of the latest change, for uploads that finish one after another.
  const latest = useRef(ids);
  latest.current = ids;

  const setIds = (next: string[]) => {
    latest.current = next;
    field.onChange(next);
  };

  const onFiles = async (files: File[]) => {
    const room = PRODUCT_MAX_IMAGES - latest.current.length;
    const accepted = files.slice(0, Math.max(0, room));
    const nextProblems: UploadProblem[] = files.slice(accepted.length).map((file) => ({
      fileName: file.name,
      message: `Se admiten como máximo ${PRODUCT_MAX_IMAGES} imágenes por producto`,
    }));
    setProblems(nextProblems);
    setUploading(accepted.map((file) => file.name));
    // One after another, so the gallery keeps the order in which they were chosen.
    for (const file of accepted) {
      try {
        const image = await uploadImage({ file, alt });
        fresh.current.add(image.id);
        setKnown((previous) => ({ ...previous, [image.id]: image }));
        setIds([...latest.current, image.id]);
      } catch (error) {
        nextProblems.push({ fileName: file.name, message: errorMessage(error) });
        setProblems([...nextProblems]);
      }
      setUploading((previous) => previous.slice(1));
    }
    field.onBlur();
  };

  const move = (index: number, offset: -1 | 1) => {
    const next = [...ids];
    const target = index + offset;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    setIds(next);
  };

  const remove = (id: string) => {
    setIds(ids.filter((existing) => existing !== id));
    if (fresh.current.has(id)) {
      fresh.current.delete(id);
      // Nobody else uses it yet; a failure only leaves an unused file behind.
      deleteImage(id).catch(() => undefined);
    }
  };

  const error = firstErrorMessage(fieldState.error);
  const full = ids.length + uploading.length >= PRODUCT_MAX_IMAGES;

  return (
    <Box>
      <Box
        component="ul"
        aria-label="Imágenes del producto"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {ids.map((id, index) => {
          const image = known[id];
          const position = index + 1;
          return (
            <Box
              component="li"
              key={id}
              sx={{
                position: 'relative',
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 1,
                borderColor: index === 0 ? 'primary.main' : 'divider',
                bgcolor: 'background.neutral',
              }}
            >
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
                {image && (
                  <Box
                    component="img"
                    src={image.urls.sm}
                    alt={image.alt ?? `Imagen ${position}`}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
                  />
                )}
              </Box>
              {index === 0 && (
                <Chip
                  label="Portada"
                  size="small"
                  color="primary"
                  sx={{ position: 'absolute', top: 6, left: 6, height: 22 }}
                />
              )}
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', px: 0.5 }}
              >
                <TooltipIconButton
                  title="Mover a la izquierda"
                  label={`Mover la imagen ${position} a la izquierda`}
                  icon={<ArrowBackIcon fontSize="small" />}
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                />
                <TooltipIconButton
                  title="Quitar"
                  label={`Quitar la imagen ${position}`}
                  icon={<CloseIcon fontSize="small" />}
                  color="error"
                  onClick={() => remove(id)}
                />
                <TooltipIconButton
                  title="Mover a la derecha"
                  label={`Mover la imagen ${position} a la derecha`}
                  icon={<ArrowForwardIcon fontSize="small" />}
                  onClick={() => move(index, 1)}
                  disabled={index === ids.length - 1}
                />
              </Stack>
            </Box>
          );
        })}
        {uploading.map((fileName, index) => (
          <Box
            component="li"
            key={`${fileName}-${index}`}
            aria-busy="true"
            sx={{
              aspectRatio: '4 / 3',
              borderRadius: 1.5,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 1,
            }}
          >
            <Box>
              <CircularProgress size={24} aria-label={`Subiendo ${fileName}`} />
              <Typography variant="caption" component="p" noWrap sx={{ maxWidth: 120 }}>
                {fileName}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>

      {ids.length === 0 && uploading.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          El producto aún no tiene imágenes.
        </Typography>
      )}

      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <FileInputButton
          label="Subir imagen"
          accept={IMAGE_ACCEPT}
          multiple
          icon={<CloudUploadIcon />}
          disabled={full}
          onFiles={(files) => void onFiles(files)}
        />
        <FormHelperText sx={{ m: 0 }}>
          JPEG, PNG, WebP o GIF de hasta 5 MB, máximo {PRODUCT_MAX_IMAGES}. La primera imagen es la
          portada.
        </FormHelperText>
      </Stack>
      {error && (
        <FormHelperText error sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      )}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblems([])}>
          {problems.map((problem, index) => (
            <div key={`${problem.fileName}-${index}`}>
              <strong>{problem.fileName}</strong>: {problem.message}
            </div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
