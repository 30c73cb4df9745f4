import { lazy, Suspense, useState, type FormEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ChatIcon from '@mui/icons-material/Chat';
import { usePublicConfig } from '@/api/public-config';
import { CountBadge } from '@/components/count-badge';
import { layout } from '@/config/layout';
import { whatsappLink } from '@/config/site';
import { countOf } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';

// The popover (text field, MUI's Modal) loads on the first click: the button is on every public
// page and the first download stays small.
const SupportChatPopover = lazy(() => import('./support-chat-popover'));

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
 * Floating support chat: a round green button in the bottom-right corner that
 * opens a small form; sending hands the message over to WhatsApp in a new tab.
 */
export function SupportChat() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  // Once loaded, the popover stays mounted so that it can animate closed.
  const [requested, setRequested] = useState(false);
  const [openedNow, setOpenedNow] = useState(false);
  const hydrated = useHydrated();
  // The server draws the badge for everyone (it cannot read this tab's storage); once the page
  // runs, the browser reads whether the chat was already opened here.
  const seen = openedNow || (hydrated && readSeen());
  const [message, setMessage] = useState('');
  const { data: config, isError } = usePublicConfig();

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setAnchorEl(event.currentTarget);
    setRequested(true);
    if (!seen) {
      setOpenedNow(true);
      writeSeen();
    }
  };

  const handleClose = () => setAnchorEl(null);

  // Whatever was typed is sent, even nothing: WhatsApp opens the chat either way.
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
        <CountBadge
          color="error"
          overlapCircle
          count={layout.supportChat.badgeCount}
          invisible={seen}
        >
          {/* Before the page's scripts run (and should they fail), the button is a link straight
              to the shop's WhatsApp chat; once they run, it opens the form that writes the first
              message. */}
          <Fab
            aria-label={
              seen
                ? 'Abrir chat de soporte'
                : `Abrir chat de soporte: ${countOf(layout.supportChat.badgeCount, 'mensaje nuevo', 'mensajes nuevos')}`
            }
            role="button"
            component={config ? 'a' : 'button'}
            href={config ? whatsappLink(config.supportPhone, '') : undefined}
            target={config ? '_blank' : undefined}
            rel={config ? 'noopener' : undefined}
            aria-haspopup={hydrated ? 'dialog' : undefined}
            aria-expanded={hydrated ? Boolean(anchorEl) : undefined}
            onClick={handleOpen}
            sx={{
              bgcolor: 'success.main',
              color: 'success.contrastText',
              '&:hover': { bgcolor: 'success.dark' },
            }}
          >
            <ChatIcon />
          </Fab>
        </CountBadge>
      </Box>

      {requested && (
        <Suspense fallback={null}>
          <SupportChatPopover
            anchorEl={anchorEl}
            onClose={handleClose}
            message={message}
            onMessageChange={setMessage}
            onSubmit={handleSubmit}
            ready={!!config}
            failed={isError && !config}
          />
        </Suspense>
      )}
    </>
  );
}
