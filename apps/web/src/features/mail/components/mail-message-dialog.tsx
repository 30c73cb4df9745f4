import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { MailSummary } from '@quimia/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime } from '@/lib/format';
import { useMailMessage } from '../api/mail';
import { MailStatusChip } from './mail-status-chip';

type MailMessageDialogProps = { mail: MailSummary | null; onClose: () => void };

/** One e-mail as its recipient reads it in plain text, to pass on by hand when it was not sent. */
export function MailMessageDialog({ mail, onClose }: MailMessageDialogProps) {
  const message = useMailMessage(mail?.id);
  if (!mail) return null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-message-title">
      <DialogTitle id="mail-message-title">{mail.subject}</DialogTitle>
      <DialogContent>
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', typography: 'body2' }}
        >
          <span>
            Para <strong>{mail.to}</strong>
          </span>
          <span>· {formatDateTime(mail.createdAt)}</span>
          <MailStatusChip status={mail.status} />
        </Stack>
        {mail.status === 'outbox' && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            No hay servidor de correo configurado (SMTP_URL): este mensaje no se envió. Cópialo y
            hazlo llegar a su destinatario.
          </Alert>
        )}
        {mail.status === 'sent' && (
          <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
            Enviado {formatDateTime(mail.sentAt)}. Los enlaces de un solo uso (como el de
            restablecer la contraseña) no se guardan en esta copia.
          </Alert>
        )}
        {mail.lastError && (
          <Alert severity={mail.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }}>
            {mail.status === 'failed' ? 'No se pudo enviar' : 'Se reintentará'} ({mail.attempts}{' '}
            {mail.attempts === 1 ? 'intento' : 'intentos'}): {mail.lastError}
          </Alert>
        )}
        {message.isError ? (
          <RetryAlert error={message.error} onRetry={() => void message.refetch()} />
        ) : message.data ? (
          <Box
            component="pre"
            aria-label="Texto del correo"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 1,
              bgcolor: 'background.neutral',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              typography: 'body2',
              fontFamily: 'inherit',
            }}
          >
            {message.data.text}
          </Box>
        ) : (
          <Skeleton variant="rounded" height={200} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
