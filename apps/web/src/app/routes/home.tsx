import { site } from '@/config/site';
import { BranchesSection } from '@/features/company';
import { HomeBusinessLines, HomeCta, HomeHero, HomeWhyUs } from '@/features/home';

export default function HomePage() {
  return (
    <>
      <title>{`${site.name} · ${site.tagline} en Quito`}</title>
      <HomeHero />
      <HomeBusinessLines />
      <HomeWhyUs />
      <BranchesSection />
      <HomeCta />
    </>
  );
}
