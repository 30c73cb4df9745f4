// The session: every part of the app reads who is signed in (the menus, the guards, the forms).
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthContextValue, AuthStatus } from './auth-context';
export { isValidToken, isUnauthorizedError, readUserName } from './session';
