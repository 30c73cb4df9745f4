import { lazy } from 'react';
import { DeferredSection } from '@/components/deferred-section';
import { useCompany } from '@/api/company';
import { HomeFeaturedProducts } from '@/features/catalog';
import { HomeBusinessLines, HomeHero } from '@/features/home';

// Latest formulas, why us, branches and the call to action: their code (and the formulas request)
// waits until the visitor scrolls toward them.
const HomeBelowFold = /* @__PURE__ */ lazy(() => import('../sections/home-below-fold'));

export default function HomePage() {
  const { data: company } = useCompany();
  return (
    <>
      {company && (
        <title>
          {company.tagline ? `${company.tradeName} · ${company.tagline}` : company.tradeName}
        </title>
      )}
      <HomeHero />
      <HomeFeaturedProducts />
      <HomeBusinessLines />
      <DeferredSection minHeight={640} below="600px">
        <HomeBelowFold />
      </DeferredSection>
    </>
  );
}
