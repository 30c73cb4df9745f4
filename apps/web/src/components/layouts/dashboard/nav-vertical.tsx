import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { NavSectionMini, NavSectionVertical } from './nav/nav-section';
import type { NavGroupConfig } from './nav-config';
import { dashboardLayout } from './layout-config';

type NavVerticalProps = {
  data: NavGroupConfig[];
  mini: boolean;
  /** Switches between vertical and mini. */
  onToggle: () => void;
};

/** The fixed side menu from lg up: 280px vertical or 88px mini. */
export function NavVertical({ data, mini, onToggle }: NavVerticalProps) {
  const { t } = useTranslation();
  const width = mini ? dashboardLayout.nav.miniWidth : dashboardLayout.nav.verticalWidth;

  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        bottom: 0,
        width,
        zIndex: theme.zIndex.appBar + 1,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        borderRight: `1px solid ${theme.palette.divider}`,
        transition: theme.transitions.create('width', {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <IconButton
        size="small"
        aria-label={mini ? t('nav.expandNav') : t('nav.collapse')}
        onClick={onToggle}
        sx={(theme) => ({
          position: 'absolute',
          top: 28,
          right: -13,
          zIndex: 1,
          width: 26,
          height: 26,
          border: `1px solid ${theme.palette.divider}`,
          bgcolor: 'background.default',
          color: 'text.secondary',
          '&:hover': { bgcolor: 'background.neutral' },
        })}
      >
        <ChevronLeftRounded
          sx={{
            fontSize: 18,
            transform: mini ? 'rotate(180deg)' : 'none',
            '[dir=rtl] &': { transform: mini ? 'none' : 'rotate(180deg)' },
          }}
        />
      </IconButton>

      <Box
        sx={{
          px: mini ? 0 : 3.5,
          pt: 2.5,
          pb: 1,
          display: 'flex',
          justifyContent: mini ? 'center' : 'flex-start',
        }}
      >
        <Logo withText={!mini} />
      </Box>

      {mini ? (
        // No scroll container here: the hover menus open outside the 88px column.
        <Box sx={{ pt: 2, pb: 2 }}>
          <NavSectionMini data={data} />
        </Box>
      ) : (
        <Box sx={{ flexGrow: 1, overflowY: 'auto', pt: 1, pb: 3 }}>
          <NavSectionVertical data={data} />
        </Box>
      )}
    </Box>
  );
}
