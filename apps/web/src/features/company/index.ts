export { BranchCard } from './components/branch-card';
export { BranchesSection } from './components/branches-section';
export { OpeningHours } from './components/opening-hours';
