import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { layout } from '@/config/layout';
import { site, whatsappLink } from '@/config/site';
import { usePublicConfig } from '@/features/public-config';

// The badge invites a first click; once the visitor has opened the chat it stays hidden for the session.
const SEEN_KEY = 'supportChatSeen';

function readSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch (error) {
    console.error(error);
    return false;
  }
}

function writeSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch (error) {
    console.error(error);
  }
}

/**
 * Floating support chat (specification §1): a round green button in the bottom-right corner that
 * opens a small form; sending hands the message over to WhatsApp in a new tab.
 */
export function SupportChat() {
  const titleId = useId();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [seen, setSeen] = useState(readSeen);
  const [message, setMessage] = useState('');
  const { data: config, isError } = usePublicConfig();

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
    if (!seen) {
      setSeen(true);
      writeSeen();
    }
  };

  const handleClose = () => setAnchorEl(null);

  // The specification sends whatever was typed, even nothing: WhatsApp opens the chat either way.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!config) return;
    window.open(whatsappLink(config.supportPhone, message), '_blank', 'noopener');
    setAnchorEl(null);
    setMessage('');
  };

  return (
    <>
      <Box
        sx={(theme) => ({
          position: 'fixed',
          right: layout.supportChat.offset,
          bottom: layout.supportChat.offset,
          zIndex: theme.zIndex.speedDial,
        })}
      >
        <Badge
          color="error"
          overlap="circular"
          badgeContent={layout.supportChat.badgeCount}
          invisible={seen}
        >
          <Fab
            aria-label="Abrir chat de soporte"
            aria-haspopup="dialog"
            aria-expanded={Boolean(anchorEl)}
            onClick={handleOpen}
            sx={{
              bgcolor: 'success.main',
              color: 'success.contrastText',
              '&:hover': { bgcolor: 'success.dark' },
            }}
          >
            <ChatIcon />
          </Fab>
        </Badge>
      </Box>

      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={handleClose}
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
            Soporte {site.name}
          </Typography>
        </Stack>

        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ p: 2.5 }}>
          <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
            ¡Hola! ¿En qué podemos ayudarte? Escríbenos tu mensaje y te responderemos lo antes
            posible.
          </Typography>

          <TextField
            label="Mensaje"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            maxRows={8}
            autoFocus
          />

          {isError && !config && (
            <Typography
              variant="caption"
              role="alert"
              sx={{ display: 'block', mt: 1, color: 'error.main' }}
            >
              No pudimos cargar el número de atención. Inténtalo de nuevo en unos minutos o llámanos
              a una de nuestras sucursales.
            </Typography>
          )}

          <Button
            type="submit"
            variant="contained"
            color="success"
            fullWidth
            disabled={!config}
            sx={{ mt: 2 }}
          >
            Enviar
          </Button>
        </Box>
      </Popover>
    </>
  );
}
