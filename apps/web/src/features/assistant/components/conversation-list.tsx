import { useEffect, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import MoreVert from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';
import { CONVERSATION_TITLE_MAX, type ConversationSummary } from '@quimia/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { formatRelative } from '@/lib/format-date';
import { useConversations, useDeleteConversation, useRenameConversation } from '../api/assistant';

const SEARCH_DELAY_MS = 350;

type ConversationListProps = {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** New conversations cannot start while an answer is arriving. */
  busy: boolean;
};

/** The user's conversations: new, open, search, rename and delete. */
export function ConversationList({ selectedId, onSelect, busy }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const list = useConversations(q);
  const conversations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [menu, setMenu] = useState<{
    anchor: HTMLElement;
    conversation: ConversationSummary;
  } | null>(null);
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const remove = useDeleteConversation();

  const openMenu = (event: MouseEvent<HTMLElement>, conversation: ConversationSummary) => {
    event.stopPropagation();
    setMenu({ anchor: event.currentTarget, conversation });
  };

  return (
    <Stack sx={{ height: 1, minHeight: 0 }}>
      <Stack spacing={1.5} sx={{ p: 2, pb: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => onSelect(null)}
          disabled={busy}
        >
          Nueva conversación
        </Button>
        <TextField
          size="small"
          type="search"
          label="Buscar conversaciones"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 120 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1, pb: 1 }}>
        {list.isError && !list.data ? (
          <Box sx={{ p: 1 }}>
            <LoadError
              message="No pudimos cargar tus conversaciones."
              onRetry={() => void list.refetch()}
            />
          </Box>
        ) : list.isPending ? (
          <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            Cargando conversaciones…
          </Typography>
        ) : conversations.length === 0 ? (
          <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            {q ? `Ninguna conversación coincide con «${q}».` : 'Aún no tienes conversaciones.'}
          </Typography>
        ) : (
          <List dense aria-label="Conversaciones" disablePadding>
            {conversations.map((conversation) => (
              <ListItem
                key={conversation.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={`Opciones de «${conversation.title}»`}
                    onClick={(event) => openMenu(event, conversation)}
                  >
                    <MoreVert fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  selected={conversation.id === selectedId}
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(conversation.id)}
                  sx={{
                    borderRadius: 1,
                    pr: 5,
                    // The grey date is too faint on the selected row's tint.
                    '&.Mui-selected .MuiListItemText-secondary': { color: 'text.primary' },
                  }}
                >
                  <ListItemText
                    primary={conversation.title}
                    secondary={formatRelative(conversation.updatedAt)}
                    slotProps={{ primary: { noWrap: true, title: conversation.title } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Button
            fullWidth
            size="small"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            Ver más
          </Button>
        )}
      </Box>

      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setRenaming(menu?.conversation ?? null);
            setMenu(null);
          }}
        >
          Renombrar
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.onPaper' }}
          onClick={() => {
            setDeleting(menu?.conversation ?? null);
            setMenu(null);
          }}
        >
          Eliminar
        </MenuItem>
      </Menu>

      <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        target={deleting}
        id="delete-conversation"
        title="Eliminar conversación"
        description={(conversation) =>
          `¿Eliminar «${conversation.title}» con todos sus mensajes? No se puede deshacer.`
        }
        confirmLabel="Eliminar"
        action={remove}
        successMessage="Conversación eliminada"
        onClose={() => setDeleting(null)}
        onDone={() => {
          if (deleting?.id === selectedId) onSelect(null);
        }}
      />
    </Stack>
  );
}

function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: ConversationSummary | null;
  onClose: () => void;
}) {
  const rename = useRenameConversation();
  const [title, setTitle] = useState('');
  const [shownId, setShownId] = useState<string | null>(null);
  // A newly opened dialog starts from the conversation's title (set while rendering).
  if (conversation && conversation.id !== shownId) {
    setShownId(conversation.id);
    setTitle(conversation.title);
    rename.reset();
  }
  const trimmed = title.trim();

  const close = () => {
    if (rename.isPending) return;
    setShownId(null);
    onClose();
  };
  const save = () => {
    if (!conversation || !trimmed) return;
    rename.mutate({ id: conversation.id, title: trimmed }, { onSuccess: close });
  };

  return (
    <Dialog open={Boolean(conversation)} onClose={close} fullWidth maxWidth="xs">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle>Renombrar conversación</DialogTitle>
        <DialogContent>
          <TextField
            label="Título"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: CONVERSATION_TITLE_MAX } }}
            error={title !== '' && !trimmed}
          />
          {rename.isError && <SaveErrorAlert error={rename.error} />}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={close} disabled={rename.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!trimmed} loading={rename.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
