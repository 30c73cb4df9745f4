import { site } from '@/config/site';
import {
  AboutHero,
  AboutMissionVision,
  AboutValues,
  AboutWhatWeSell,
  AboutWhoWeAre,
} from '@/features/about';
import { BranchesSection } from '@/features/company';

export default function AboutUsPage() {
  return (
    <>
      <title>{`Nosotros | ${site.name}`}</title>
      <AboutHero />
      <AboutWhoWeAre />
      <AboutMissionVision />
      <AboutValues />
      <AboutWhatWeSell />
      <BranchesSection title="Nuestras sucursales" />
    </>
  );
}
