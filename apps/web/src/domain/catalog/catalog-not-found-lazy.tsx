import { lazy, Suspense, type ComponentProps } from 'react';
import { PageStatus } from '@/lib/page-status';
import type { CatalogNotFound as CatalogNotFoundView } from './catalog-not-found';

// The 404 view (illustration, status layout) is rarely shown: it loads when needed, not with
// every product list and page.
const CatalogNotFoundImpl = /* @__PURE__ */ lazy(() =>
  import('./catalog-not-found').then((module) => ({ default: module.CatalogNotFound })),
);

export function CatalogNotFound(props: ComponentProps<typeof CatalogNotFoundView>) {
  return (
    <>
      <PageStatus code={404} />
      <Suspense fallback={null}>
        <CatalogNotFoundImpl {...props} />
      </Suspense>
    </>
  );
}
