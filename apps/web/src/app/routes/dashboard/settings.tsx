import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { CompanySettingsView } from '@/features/company-settings';

export default function CompanySettingsPage() {
  return (
    <>
      <PageHeader
        title="Empresa"
        breadcrumbs={[{ name: 'Panel', href: paths.dashboard.root }, { name: 'Empresa' }]}
      />
      <CompanySettingsView />
    </>
  );
}
