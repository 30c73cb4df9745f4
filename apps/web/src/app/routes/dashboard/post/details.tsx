import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordActions } from '@/components/record-actions';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { FormulaLoadState, useAdminFormula } from '@/features/formulas-admin';
import {
  DeleteFormulaDialog,
  FormulaDetailsView,
} from '@/features/formulas-admin/pages/formula-details-view';

export default function PostDetailsPage() {
  // The route's `title` is the formula's slug.
  const { title: slug } = useParams<{ title: string }>();
  const navigate = useNavigate();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { data, error, refetch } = useAdminFormula(slug);
  const formula = data?.formula;
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <PageHeader
        title={formula?.title ?? 'Fórmula'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Posts Fórmulas', href: paths.dashboard.post.list },
          { name: formula?.title ?? 'Detalle' },
        ]}
        action={
          formula && (
            <RecordActions
              storePath={formula.status === 'published' ? paths.post.details(formula.slug) : null}
              onDelete={isAdmin ? () => setDeleting(true) : undefined}
              editPath={paths.dashboard.post.edit(formula.slug)}
            />
          )
        }
      />
      {data ? (
        <FormulaDetailsView detail={data} />
      ) : (
        <FormulaLoadState error={error} notFound={!slug} onRetry={() => void refetch()} />
      )}
      {formula && isAdmin && (
        <DeleteFormulaDialog
          formula={deleting ? formula : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(paths.dashboard.post.list, { replace: true })}
        />
      )}
    </>
  );
}
