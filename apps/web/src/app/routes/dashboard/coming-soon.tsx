import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { IconNotice } from '@/components/icon-notice';
import { DocumentTitle } from '@/components/page-meta';
import { paths } from '@/config/paths';

/**
 * A dashboard module that arrives with a later issue: said plainly, with a way back. `module` is
 * the key of a coming-soon row of `app/dashboard-modules.tsx`.
 */
export default function DashboardComingSoon({ module }: { module: string }) {
  const { t } = useTranslation();
  const name = t(`modules.${module}`);

  return (
    <>
      <DocumentTitle title={name} />
      <IconNotice
        icon={<ConstructionOutlined sx={{ fontSize: 48 }} />}
        badge={{ bgcolor: 'warning.lighter', color: 'warning.dark' }}
        overline={name}
        title={t('comingSoon.title')}
        description={t('comingSoon.description', { module: name })}
        action={{ to: paths.dashboard.root, label: t('comingSoon.back') }}
        maxWidth={560}
      />
    </>
  );
}
