export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthContextValue, AuthStatus } from './auth-context';
export { AuthGuard } from './components/auth-guard';
export { GuestGuard } from './components/guest-guard';
export { RoleBasedGuard } from './components/role-based-guard';
export { isValidToken, isUnauthorizedError } from './session';
