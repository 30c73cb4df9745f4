import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { MailListView } from '@/features/mail';

/** The shop's outgoing e-mail, for administrators. */
export default function MailPage() {
  return (
    <>
      <PageHeader
        title="Correo saliente"
        breadcrumbs={[{ name: 'Panel', href: paths.dashboard.root }, { name: 'Correo saliente' }]}
      />
      <MailListView />
    </>
  );
}
