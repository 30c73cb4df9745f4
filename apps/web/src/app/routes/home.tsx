import { site } from '@/config/site';
import {
  HomeBusinessLines,
  HomeDeferredSections,
  HomeFeaturedProducts,
  HomeHero,
} from '@/features/home';

export default function HomePage() {
  return (
    <>
      <title>{`${site.name} · ${site.tagline} en Quito`}</title>
      <HomeHero />
      <HomeFeaturedProducts />
      <HomeBusinessLines />
      {/* Latest formulas, why us, branches and the call to action load as the visitor scrolls. */}
      <HomeDeferredSections />
    </>
  );
}
