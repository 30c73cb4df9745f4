import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { ROLE_LABELS } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatLocation } from '../utils/format';
import { UserAvatar } from './user-avatar';

/** The signed-in user's own profile. */
export function ProfileView() {
  const { user } = useAuth();
  // The page sits behind the auth guard; this only covers the instant of signing out.
  if (!user) return null;

  const location = formatLocation([user.address, user.city, user.state, user.country]);

  return (
    <Stack spacing={3}>
      <Card>
        <Box
          sx={(theme) => ({
            height: { xs: 96, md: 140 },
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.light, 0.9)}, ${theme.palette.primary.dark})`,
          })}
        />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 3 }}
          sx={{
            px: 3,
            pb: 3,
            mt: { xs: -6, md: -7 },
            alignItems: { xs: 'center', md: 'flex-end' },
          }}
        >
          <UserAvatar
            name={user.displayName}
            photoUrl={user.photoURL}
            size={112}
            sx={{ border: 4, borderColor: 'background.paper' }}
          />
          <Box sx={{ flexGrow: 1, textAlign: { xs: 'center', md: 'left' }, minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
              {user.displayName}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 0.5, justifyContent: { xs: 'center', md: 'flex-start' } }}
            >
              <Typography variant="body2" color="text.secondary">
                {ROLE_LABELS[user.role]}
              </Typography>
              {user.isPublic && <Chip size="small" label="Perfil público" variant="outlined" />}
            </Stack>
          </Box>
          <Button
            component={RouterLink}
            to={paths.dashboard.user.account}
            variant="contained"
            startIcon={<EditOutlinedIcon />}
          >
            Editar perfil
          </Button>
        </Stack>
      </Card>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Card sx={{ p: 3 }}>
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            Acerca de
          </Typography>
          <Typography
            variant="body2"
            color={user.about ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-line' }}
          >
            {user.about ?? 'Aún no has escrito nada sobre ti.'}
          </Typography>
          <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
          <Stack spacing={2}>
            <InfoItem icon={<EmailOutlinedIcon />} label="Correo electrónico" value={user.email} />
            <InfoItem icon={<PhoneOutlinedIcon />} label="Teléfono" value={user.phoneNumber} />
            <InfoItem icon={<BusinessOutlinedIcon />} label="Empresa" value={user.company} />
            <InfoItem icon={<LocationOnOutlinedIcon />} label="Ubicación" value={location} />
          </Stack>
        </Card>

        <Card sx={{ p: 3, alignSelf: 'start' }}>
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            Actividad
          </Typography>
          <Stack spacing={2}>
            <InfoItem
              icon={<CalendarMonthOutlinedIcon />}
              label="Miembro desde"
              value={formatDate(user.createdAt)}
            />
            <InfoItem
              icon={<LoginOutlinedIcon />}
              label="Último acceso"
              value={formatDateTime(user.lastLoginAt)}
            />
          </Stack>
        </Card>
      </Box>
    </Stack>
  );
}

function InfoItem({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: string | null;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', color: 'text.disabled', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Typography
          variant="body2"
          color={value ? 'text.primary' : 'text.secondary'}
          sx={{ wordBreak: 'break-word' }}
        >
          {value ?? 'Sin datos'}
        </Typography>
      </Box>
    </Stack>
  );
}
