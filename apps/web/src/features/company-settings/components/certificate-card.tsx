import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { CertificateInfo } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { Fact } from '@/components/fact-list';
import { FileInputButton } from '@/components/file-input-button';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { SectionCard } from '@/components/section-card';
import { formatDateTime } from '@/lib/format';
import { useUploadCertificate } from '../api/invoicing-settings';
import { certificateExpired, formatCertificateDay } from './invoicing-form-model';

/** What the server read from the certificate in use. */
function CertificateFacts({ certificate }: { certificate: CertificateInfo }) {
  const expired = certificateExpired(certificate);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact term="Titular" wordBreak>
        {certificate.holder}
      </Fact>
      <Fact term="Emisor" wordBreak>
        {certificate.issuer}
      </Fact>
      <Fact term="Número de serie" wordBreak>
        {certificate.serialNumber}
      </Fact>
      <Fact term="Válido desde">{formatCertificateDay(certificate.validFrom)}</Fact>
      <Fact term="Válido hasta">
        {formatCertificateDay(certificate.validTo)}
        {expired && (
          <Typography component="span" variant="body2" color="error" sx={{ ml: 1 }}>
            (caducado)
          </Typography>
        )}
      </Fact>
      <Fact term="RUC">{certificate.ruc ?? 'No lo indica'}</Fact>
      <Fact term="Subido el">{formatDateTime(certificate.uploadedAt)}</Fact>
    </Box>
  );
}

/** The signature certificate: what is in use and «Subir certificado» (file and password). */
export function CertificateCard({ certificate }: { certificate: CertificateInfo | null }) {
  const upload = useUploadCertificate();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [warnings, setWarnings] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !password) return;
    upload.mutate(
      { file, password },
      {
        onSuccess: (answer) => {
          setFile(null);
          setPassword('');
          setWarnings(answer.warnings);
          enqueueSnackbar('Certificado subido', { variant: 'success' });
        },
      },
    );
  };

  return (
    <SectionCard title="Certificado de firma electrónica" headingGap={2}>
      {certificate ? (
        <CertificateFacts certificate={certificate} />
      ) : (
        <Alert severity="warning">
          Sin certificado no se pueden firmar las facturas. Sube el archivo .p12 o .pfx que te
          entregó tu entidad de certificación.
        </Alert>
      )}
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      ))}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Subir certificado"
        sx={{ mt: 3 }}
      >
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          {certificate ? 'Reemplazar el certificado' : 'Subir certificado'}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <FileInputButton
              label="Elegir archivo .p12 / .pfx"
              accept=".p12,.pfx,application/x-pkcs12"
              onFiles={([chosen]) => setFile(chosen ?? null)}
              icon={<UploadFileOutlined />}
              variant="outlined"
            />
            <Typography variant="caption" color="text.secondary" noWrap>
              {file ? file.name : 'Ningún archivo elegido'}
            </Typography>
          </Stack>
          <TextField
            type="password"
            label="Contraseña del certificado"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="off"
            size="small"
            sx={{ minWidth: 240 }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!file || !password || upload.isPending}
          >
            {upload.isPending ? 'Subiendo…' : 'Subir certificado'}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          La contraseña solo se usa para firmar; no se muestra nunca.
        </Typography>
        <SaveErrorAlert error={upload.error} />
      </Box>
    </SectionCard>
  );
}
