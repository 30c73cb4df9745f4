export { BranchPhones } from './branch-phones';
export {
  ComingSoonIllustration,
  ForbiddenIllustration,
  MaintenanceIllustration,
  NotFoundIllustration,
  ServerErrorIllustration,
} from './illustrations';
export { StatusLinks, StatusPage } from './status-page';
export { StatusView } from './status-view';
