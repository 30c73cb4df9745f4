import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { InboxListView } from '@/features/inbox/pages/inbox-list-view';

/** The contact page's messages, for staff to answer. */
export default function InboxPage() {
  return (
    <>
      <PageHeader
        title="Mensajes"
        breadcrumbs={[{ name: 'Panel', href: paths.dashboard.root }, { name: 'Mensajes' }]}
      />
      <InboxListView />
    </>
  );
}
