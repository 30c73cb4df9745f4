import { useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { ROLE_LABELS, STAFF_ROLES, type ContactStatus, type StaffContact } from '@quimia/contracts';
import { layout } from '@/config/layout';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { formatRelative } from '@/lib/format';
import { useStaffContacts } from '../api/users';
import { UserAvatar } from './user-avatar';

const STATUS_DOT: Record<ContactStatus, string> = {
  online: 'success.main',
  busy: 'warning.main',
  offline: 'grey.500',
};

const STATUS_LABELS: Record<ContactStatus, string> = {
  online: 'En línea',
  busy: 'Ocupado',
  offline: 'Desconectado',
};

const STATUS_ORDER: Record<ContactStatus, number> = { online: 0, busy: 1, offline: 2 };

/** Online first, then busy, then offline by most recent activity; names break ties. */
function sortContacts(contacts: StaffContact[]): StaffContact[] {
  return [...contacts].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (b.lastActivity ?? '').localeCompare(a.lastActivity ?? '') ||
      a.name.localeCompare(b.name, 'es'),
  );
}

/** The second line: role, then presence, or for someone offline how long ago they were active. */
function ContactPresence({ contact }: { contact: StaffContact }) {
  const relative = contact.status === 'offline' ? formatRelative(contact.lastActivity) : null;
  return (
    <>
      {`${ROLE_LABELS[contact.role]} · `}
      {relative && contact.lastActivity ? (
        <time dateTime={contact.lastActivity}>{relative}</time>
      ) : (
        STATUS_LABELS[contact.status]
      )}
    </>
  );
}

/** Header button listing the staff (administrators and sellers) with their presence. */
export function ContactsPopover() {
  const { user } = useAuth();
  const isStaff = Boolean(user && STAFF_ROLES.includes(user.role));
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const { data, isPending, isError, error } = useStaffContacts({ enabled: isStaff });

  // Customers have no colleagues to list, and the server would refuse them anyway.
  if (!isStaff) return null;

  const open = Boolean(anchorEl);
  const contacts = data ? sortContacts(data) : [];
  const onlineCount = contacts.filter((contact) => contact.status !== 'offline').length;

  return (
    <>
      <Tooltip title="Contactos">
        <IconButton
          // The name holds the count the badge shows, so speaking it finds the button.
          aria-label={`Contactos: ${onlineCount} ${onlineCount === 1 ? 'conectado' : 'conectados'}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
          color={open ? 'primary' : 'default'}
        >
          <Badge badgeContent={onlineCount} color="success" max={99}>
            <PeopleAltOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>

      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'contacts-popover-title',
            sx: { width: layout.popover.contacts, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Typography
          id="contacts-popover-title"
          variant="h6"
          component="h2"
          sx={{ px: 2.5, pt: 2, pb: 1 }}
        >
          {`Contactos (${contacts.length})`}
        </Typography>

        <Box sx={{ maxHeight: 400, overflowY: 'auto', pb: 1 }}>
          {isPending ? (
            <List dense aria-busy="true">
              {Array.from({ length: 4 }, (_, index) => (
                <ListItem key={index} sx={{ px: 2.5 }}>
                  <ListItemAvatar>
                    <Skeleton variant="circular" width={40} height={40} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={<Skeleton width="70%" />}
                    secondary={<Skeleton width="40%" />}
                  />
                </ListItem>
              ))}
            </List>
          ) : isError ? (
            <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
              {errorMessage(error)}
            </Alert>
          ) : contacts.length === 0 ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ px: 2.5, py: 3, textAlign: 'center' }}
            >
              No hay contactos por ahora.
            </Typography>
          ) : (
            <List dense aria-label="Contactos">
              {contacts.map((contact) => (
                <ContactItem key={contact.id} contact={contact} />
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}

function ContactItem({ contact }: { contact: StaffContact }) {
  return (
    <ListItem sx={{ px: 2.5, py: 0.75 }}>
      <ListItemAvatar>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          variant="dot"
          sx={{
            '& .MuiBadge-badge': {
              bgcolor: STATUS_DOT[contact.status],
              width: 12,
              height: 12,
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
            },
          }}
        >
          <UserAvatar name={contact.name} photoUrl={contact.avatarUrl} />
        </Badge>
      </ListItemAvatar>
      <ListItemText
        primary={contact.name}
        secondary={<ContactPresence contact={contact} />}
        slotProps={{
          primary: { noWrap: true, title: contact.email, variant: 'subtitle2' },
          secondary: { noWrap: true },
        }}
      />
    </ListItem>
  );
}
