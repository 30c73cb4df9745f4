import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { NavSectionVertical } from './nav/nav-section';
import type { NavGroupConfig } from './nav-config';
import { dashboardLayout } from './layout-config';

type NavMobileProps = { data: NavGroupConfig[]; open: boolean; onClose: () => void };

/** Below lg the menu is a drawer (260px); the layout closes it on route change. */
export function NavMobile({ data, open, onClose }: NavMobileProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: dashboardLayout.nav.mobileDrawerWidth, bgcolor: 'background.default' },
        },
      }}
    >
      <Box
        component="nav"
        aria-label={t('nav.main')}
        sx={{ display: 'flex', flexDirection: 'column', height: 1 }}
      >
        <Box sx={{ px: 3.5, pt: 2.5, pb: 1 }}>
          <Logo withText />
        </Box>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', pt: 1, pb: 3 }}>
          <NavSectionVertical data={data} onNavigate={onClose} />
        </Box>
      </Box>
    </Drawer>
  );
}
