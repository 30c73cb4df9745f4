import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AnalyticsView } from '@/features/metrics/pages/analytics-view';

/** Métricas: sales, purchases, quotations, orders, the catalogue and what waits, over a range. */
export default function AnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Métricas"
        breadcrumbs={[{ name: 'Panel', href: paths.dashboard.root }, { name: 'Métricas' }]}
      />
      <AnalyticsView />
    </>
  );
}
