import { useId, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { layout } from '@/config/layout';
import { useSiteName } from '@/api/company';

type SupportChatPopoverProps = {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  message: string;
  onMessageChange: (message: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The support number is known: sending is possible. */
  ready: boolean;
  /** The number could not be loaded. */
  failed: boolean;
};

/** The chat's popover (text field and send button); loaded the first time the chat is opened. */
export default function SupportChatPopover({
  anchorEl,
  onClose,
  message,
  onMessageChange,
  onSubmit,
  ready,
  failed,
}: SupportChatPopoverProps) {
  const titleId = useId();
  const siteName = useSiteName();

  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: layout.popover.supportChat,
            maxWidth: `calc(100vw - ${layout.supportChat.offset * 2}px)`,
            mt: -1.5,
            borderRadius: 2,
            overflow: 'hidden',
          },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          px: 2.5,
          py: 2,
          bgcolor: 'success.main',
          color: 'success.contrastText',
        }}
      >
        <SupportAgentIcon />
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Soporte {siteName}
        </Typography>
      </Stack>

      <Box component="form" noValidate onSubmit={onSubmit} sx={{ p: 2.5 }}>
        {/* The button's badge announces one message: this greeting, shown as the shop's message. */}
        <Box role="log" aria-label="Conversación" sx={{ mb: 2 }}>
          <Box
            component="article"
            aria-label={`Mensaje de ${siteName}`}
            sx={{
              maxWidth: '90%',
              px: 1.75,
              py: 1.25,
              borderRadius: 2,
              borderTopLeftRadius: 4,
              bgcolor: 'background.neutral',
            }}
          >
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.25 }}>
              <strong>{siteName}</strong>
            </Typography>
            <Typography variant="body2">
              ¡Hola! ¿En qué podemos ayudarte? Escríbenos tu mensaje y te responderemos lo antes
              posible.
            </Typography>
          </Box>
        </Box>

        <TextField
          label="Mensaje"
          value={message}
          onChange={(event) => onMessageChange(event.target.value)}
          fullWidth
          multiline
          minRows={3}
          maxRows={8}
          autoFocus
        />

        {failed && (
          <Typography
            variant="caption"
            role="alert"
            sx={{ display: 'block', mt: 1, color: 'error.onPaper' }}
          >
            No pudimos cargar el número de atención. Inténtalo de nuevo en unos minutos o llámanos a
            una de nuestras sucursales.
          </Typography>
        )}

        <Button
          type="submit"
          variant="contained"
          color="success"
          fullWidth
          disabled={!ready}
          sx={{ mt: 2 }}
        >
          Enviar
        </Button>
      </Box>
    </Popover>
  );
}
