import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { safeReturnTo } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** Sign-in and register pages: a signed-in user goes on to `returnTo` (a path of this site) or the dashboard. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated')
    return <Navigate to={safeReturnTo(searchParams.get('returnTo'))} replace />;
  return children;
}
