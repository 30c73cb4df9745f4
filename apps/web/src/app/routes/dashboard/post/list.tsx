import { NewRecordButton } from '@/components/new-record-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PostsAdminView } from '@/features/formulas-admin/pages/posts-admin-view';

export default function PostListPage() {
  return (
    <>
      <PageHeader
        title="Fórmulas"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Posts Fórmulas', href: paths.dashboard.post.list },
          { name: 'Lista' },
        ]}
        action={<NewRecordButton to={paths.dashboard.post.new}>Nueva fórmula</NewRecordButton>}
      />
      <PostsAdminView />
    </>
  );
}
