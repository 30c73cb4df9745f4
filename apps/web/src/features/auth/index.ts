export { AuthGuard } from './components/auth-guard';
export { GuestGuard } from './components/guest-guard';
export { RoleBasedGuard } from './components/role-based-guard';
export { StaffGuard } from './components/staff-guard';
