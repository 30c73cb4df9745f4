import { DocumentTitle } from '@/components/page-meta';
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
      <DocumentTitle title="Nosotros" />
      <AboutHero />
      <AboutWhoWeAre />
      <AboutMissionVision />
      <AboutValues />
      <AboutWhatWeSell />
      <BranchesSection title="Nuestras sucursales" />
    </>
  );
}
