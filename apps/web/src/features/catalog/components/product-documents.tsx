import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { UploadedDocument } from '@quimia/contracts';
import { formatFileSize, inSentence } from '@/lib/format';

type ProductDocumentsProps = {
  technicalSheet: UploadedDocument | null;
  safetyDataSheet: UploadedDocument | null;
};

const DOCUMENTS = [
  { key: 'technicalSheet', label: 'Ficha técnica' },
  { key: 'safetyDataSheet', label: 'Hoja de seguridad (SDS)' },
] as const;

/** Download links of the technical sheet and the safety data sheet (PDF). */
export function ProductDocuments(props: ProductDocumentsProps) {
  return (
    <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {DOCUMENTS.map(({ key, label }) => {
        const document = props[key];
        return (
          <Stack component="li" key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <DescriptionOutlinedIcon
              fontSize="small"
              color={document ? 'primary' : 'disabled'}
              aria-hidden
            />
            {document ? (
              <Link
                href={document.url}
                download={document.fileName}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                Descargar {inSentence(label)}{' '}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  (PDF, {formatFileSize(document.size)})
                </Typography>
              </Link>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {label}: pídela por WhatsApp y te la enviamos.
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
