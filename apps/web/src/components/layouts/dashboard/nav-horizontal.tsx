import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NavSectionHorizontal } from './nav/nav-section';
import type { NavGroupConfig } from './nav-config';
import { dashboardLayout } from './layout-config';

/** The menu as a bar under the header (horizontal layout, lg up). */
export function NavHorizontal({ data }: { data: NavGroupConfig[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{
        minHeight: dashboardLayout.horizontalNavHeight,
        display: 'flex',
        alignItems: 'center',
        px: { lg: 3 },
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <NavSectionHorizontal data={data} />
    </Box>
  );
}
