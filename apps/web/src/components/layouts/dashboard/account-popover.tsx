import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { layout } from '@/config/layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Account popover (width 200): name and email, Inicio, Perfil, Ajustes and sign-out. */
export function AccountPopover() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = !!anchorEl;
  const close = () => setAnchorEl(null);

  const onLogout = async () => {
    close();
    try {
      await logout();
      navigate(paths.auth.jwt.login, { replace: true });
    } catch (error) {
      console.error(error);
      enqueueSnackbar('Unable to logout!', { variant: 'error' });
    }
  };

  const links = [
    { label: t('account.home'), to: paths.home },
    { label: t('account.profile'), to: paths.dashboard.user.profile },
    { label: t('account.settings'), to: paths.dashboard.user.account },
  ];

  const name = user?.displayName ?? '';
  // Without a photo the avatar shows the initials: the name holds them too ("Cuenta: AD").
  const shown = user?.photoURL ? '' : initials(name);

  return (
    <>
      <IconButton
        aria-label={shown ? `${t('header.account')}: ${shown}` : t('header.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
        sx={(theme) => ({
          p: 0.25,
          background: `linear-gradient(135deg, ${alpha(theme.palette.primary.light, 0.8)}, ${alpha(theme.palette.warning.light, 0.8)})`,
        })}
      >
        <Avatar
          src={user?.photoURL ?? undefined}
          alt=""
          sx={{
            width: 36,
            height: 36,
            border: 2,
            borderColor: 'background.paper',
            fontSize: 14,
            fontWeight: 600,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {shown}
        </Avatar>
      </IconButton>

      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: layout.popover.account, p: 0 } } }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="body2" noWrap title={user?.email} sx={{ color: 'text.secondary' }}>
            {user?.email}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuList id="account-menu" autoFocusItem={open} sx={{ p: 1, display: 'grid', gap: 0.25 }}>
          {links.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
              {link.label}
            </MenuItem>
          ))}
          <Divider component="li" sx={{ borderStyle: 'dashed', my: '4px !important', mx: -1 }} />
          <MenuItem
            onClick={() => void onLogout()}
            sx={{ fontWeight: 600, color: 'error.onPaper' }}
          >
            {t('account.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
