import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { landingAfterSignIn } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * Sign-in and register pages: a signed-in user goes on to `returnTo` (a path of this site) or
 * their start: staff to the dashboard, a customer to Mi cuenta.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated' && user)
    return <Navigate to={landingAfterSignIn(user.role, searchParams.get('returnTo'))} replace />;
  return children;
}
