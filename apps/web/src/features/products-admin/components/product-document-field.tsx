import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { UploadedDocument } from '@quimia/contracts';
import { uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FileInputButton } from '@/components/file-input-button';
import { endpointUrl } from '@/lib/api-client';
import { useSingleUpload } from '@/lib/use-single-upload';
import { deleteDocument, uploadDocument } from '../api/products';
import { formatFileSize, inSentence } from '@/lib/format';

type ProductDocumentFieldProps<T extends FieldValues, TOut> = {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
  /** 'Ficha técnica' or 'Hoja de seguridad'. */
  title: string;
  /** The upload button's text, e.g. 'Subir ficha técnica'. */
  uploadLabel: string;
  initialDocument: UploadedDocument | null;
};

/** One PDF of the product (technical sheet or safety data sheet): upload, replace or remove. */
export function ProductDocumentField<T extends FieldValues, TOut = T>({
  name,
  control,
  title,
  uploadLabel,
  initialDocument,
}: ProductDocumentFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  const id = typeof field.value === 'string' ? field.value : null;
  const upload = useSingleUpload({
    id,
    initial: initialDocument,
    upload: uploadDocument,
    remove: deleteDocument,
    onChange: (uploaded) => field.onChange(uploaded?.id ?? null),
    onDone: field.onBlur,
  });
  const document = upload.file;

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {document ? (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            alignItems: 'center',
            p: 1.5,
            mb: 1.5,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <PictureAsPdfIcon color="error" />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Link
              href={endpointUrl(uploadEndpoints.document, { id: document.id, inline: 'true' })}
              target="_blank"
              rel="noopener"
              variant="body2"
              sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {document.fileName}
            </Link>
            <Typography variant="caption" color="text.secondary">
              {formatFileSize(document.size, { exact: true })}
            </Typography>
          </Box>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={upload.clear}
            aria-label={`Quitar ${inSentence(title)}`}
          >
            Quitar
          </Button>
        </Stack>
      ) : id ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Documento adjunto.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Sin documento.
        </Typography>
      )}
      <FileInputButton
        label={uploadLabel}
        accept="application/pdf"
        size="small"
        icon={<UploadFileIcon />}
        loading={upload.busy}
        onFiles={upload.onFiles}
      />
      <FormHelperText>
        PDF de hasta 10 MB{document ? '; uno nuevo reemplaza al actual' : ''}.
      </FormHelperText>
      {fieldState.error?.message && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
      {upload.problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={upload.dismissProblem}>
          {upload.problem}
        </Alert>
      )}
    </Box>
  );
}
