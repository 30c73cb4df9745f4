export { AboutHero } from './components/about-hero';
export { AboutMissionVision } from './components/about-mission-vision';
export { AboutValues } from './components/about-values';
export { AboutWhatWeSell } from './components/about-what-we-sell';
export { AboutWhoWeAre } from './components/about-who-we-are';
