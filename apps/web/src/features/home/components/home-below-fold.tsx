import { BranchesSection } from '@/features/company';
import { HomeCta } from './home-cta';
import { HomeLatestFormulas } from './home-latest-formulas';
import { HomeWhyUs } from './home-why-us';

/** The home page's sections under the fold, loaded as one piece when the visitor scrolls near. */
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
