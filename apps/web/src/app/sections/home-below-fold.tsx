import { BranchesSection } from '@/features/company';
import { HomeLatestFormulas } from '@/features/formulas';
import { HomeCta, HomeWhyUs } from '@/features/home';

/**
 * The home page's sections under the fold, from several features, loaded as one piece when the
 * visitor scrolls near (`app/routes/home.tsx`). A part of a page, not a route of its own.
 */
export default function HomeBelowFold() {
  return (
    <>
      <HomeLatestFormulas />
      <HomeWhyUs />
      <BranchesSection />
      <HomeCta />
    </>
  );
}
