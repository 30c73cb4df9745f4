import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Protected pages: the loading screen while the session loads, the login page without one. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen />;

  if (status === 'unauthenticated') {
    const returnTo = `${location.pathname}${location.search}`;
    const search = new URLSearchParams({ returnTo }).toString();
    return <Navigate to={`${paths.auth.jwt.login}?${search}`} replace />;
  }

  return children;
}
