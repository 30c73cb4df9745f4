import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { homeOf } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * The staff's dashboard: a customer who opens any of its addresses goes to their own area of the
 * storefront instead (the server refuses them the staff's data anyway). Inside `AuthGuard`.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'cliente') return <Navigate to={homeOf(user.role)} replace />;
  return children;
}
