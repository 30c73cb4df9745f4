import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { ContactInboxMessage } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { whatsappLink } from '@/config/site';
import { formatDateTime } from '@/lib/format';
import { useMarkHandled } from '../api/inbox';

/** An e-mail to the visitor in the staff's own mail program, quoting what they wrote. */
export function replyByEmailLink(message: ContactInboxMessage): string {
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hola ${message.name}:\n\n\n\n${quoted}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}&body=${encodeURIComponent(body)}`;
}

/** A WhatsApp chat with the visitor, greeting them about their message. */
export function replyByWhatsAppLink(message: ContactInboxMessage): string | null {
  if (!message.phone) return null;
  const text = `Hola ${message.name}, le escribimos por su mensaje "${message.subject}".`;
  return whatsappLink(message.phone, text);
}

type InboxMessageDialogProps = { message: ContactInboxMessage | null; onClose: () => void };

/** One message whole, with the ways to answer it and to mark it handled. */
export function InboxMessageDialog({ message, onClose }: InboxMessageDialogProps) {
  const marking = useMarkHandled();
  const { enqueueSnackbar } = useSnackbar();
  if (!message) return null;
  const whatsapp = replyByWhatsAppLink(message);
  const toggle = () =>
    marking.mutate(
      { id: message.id, handled: !message.handledAt },
      {
        onSuccess: (data) => {
          enqueueSnackbar(data.message, { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="inbox-message-title">
      <DialogTitle id="inbox-message-title">{message.subject}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2, color: 'text.secondary', typography: 'body2' }}>
          <span>
            De <strong>{message.name}</strong> · {message.email}
            {message.phone ? ` · ${message.phone}` : ''}
          </span>
          <span>Recibido el {formatDateTime(message.createdAt)}</span>
          {message.handledAt && (
            <span>
              Atendido el {formatDateTime(message.handledAt)}
              {message.handledBy ? ` por ${message.handledBy}` : ''}
            </span>
          )}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <SaveErrorAlert error={marking.error} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button href={replyByEmailLink(message)} startIcon={<MailOutlineRounded />}>
          Responder por correo
        </Button>
        {whatsapp && (
          <Button
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsApp />}
          >
            WhatsApp
          </Button>
        )}
        <Button
          variant="contained"
          onClick={toggle}
          loading={marking.isPending}
          sx={{ ml: 'auto' }}
        >
          {message.handledAt ? 'Marcar como pendiente' : 'Marcar como atendido'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
