export { BranchPhones } from './components/branch-phones';
export {
  ComingSoonIllustration,
  ForbiddenIllustration,
  MaintenanceIllustration,
  NotFoundIllustration,
  ServerErrorIllustration,
} from './components/illustrations';
export { StatusView } from './components/status-view';
