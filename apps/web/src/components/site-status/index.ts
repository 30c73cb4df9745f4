export { BranchPhones } from './branch-phones';
export {
  ComingSoonIllustration,
  ForbiddenIllustration,
  MaintenanceIllustration,
  NotFoundIllustration,
  ServerErrorIllustration,
} from './illustrations';
export { StatusView } from './status-view';
