import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { alpha } from '@mui/material/styles';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { AccountPopover } from './account-popover';
import { LanguagePopover } from './language-popover';
import { dashboardLayout } from './layout-config';

type DashboardHeaderProps = {
  /** Width taken by the fixed menu beside the header (0 without one). */
  navWidth: number;
  /** Below lg the menu is a drawer opened from here. */
  showNavToggle: boolean;
  showLogo: boolean;
  onOpenNav: () => void;
  /** The horizontal menu, shown under the toolbar. */
  bottomArea?: ReactNode;
  /** Tools between the language and the account menus (the app's: contacts, settings). */
  actions?: ReactNode;
};

export function DashboardHeader({
  navWidth,
  showNavToggle,
  showLogo,
  onOpenNav,
  bottomArea,
  actions,
}: DashboardHeaderProps) {
  const { t } = useTranslation();
  const { header } = dashboardLayout;
  // Past the desktop header height the header shrinks and gets a blurred background.
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: header.desktopHeight });

  return (
    <AppBar
      position="fixed"
      color="transparent"
      elevation={0}
      sx={(theme) => ({
        width: navWidth ? `calc(100% - ${navWidth + 1}px)` : '100%',
        ml: navWidth ? `${navWidth + 1}px` : 0,
        zIndex: theme.zIndex.appBar,
        color: 'text.primary',
        transition: theme.transitions.create(['width', 'margin', 'background-color', 'height'], {
          duration: theme.transitions.duration.shorter,
        }),
        bgcolor: alpha(theme.palette.background.default, scrolled ? 0.8 : 1),
        backdropFilter: scrolled ? 'blur(6px)' : 'none',
        borderBottom:
          scrolled || bottomArea ? `1px solid ${theme.palette.divider}` : '1px solid transparent',
      })}
    >
      <Toolbar
        sx={{
          minHeight: 'auto !important',
          height: {
            xs: header.mobileHeight,
            lg: scrolled ? header.desktopOffsetHeight : header.desktopHeight,
          },
          px: { xs: 2, lg: 5 },
          gap: 1,
          transition: (theme) =>
            theme.transitions.create('height', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {showNavToggle && (
          <IconButton aria-label={t('header.openNav')} edge="start" onClick={onOpenNav}>
            <MenuRounded />
          </IconButton>
        )}
        {showLogo && <Logo sx={{ mr: 1 }} />}

        <Box sx={{ flexGrow: 1 }} />

        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
          <LanguagePopover />
          {actions}
          <AccountPopover />
        </Stack>
      </Toolbar>
      {bottomArea}
    </AppBar>
  );
}
