import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { useTranslation } from 'react-i18next';
import { IconNotice } from '@/components/icon-notice';
import { paths } from '@/config/paths';
// Translated: makes sure i18next is running wherever the message shows.
import '@/lib/i18n';

/** The 403 message of the dashboard (translated). */
export function PermissionDenied() {
  const { t } = useTranslation();
  return (
    <IconNotice
      icon={<LockPersonOutlined sx={{ fontSize: 48 }} />}
      badge={{ bgcolor: 'error.lighter', color: 'error.main' }}
      title={t('forbidden.title')}
      description={t('forbidden.description')}
      action={{ to: paths.dashboard.root, label: t('forbidden.back') }}
      maxWidth={520}
    />
  );
}
