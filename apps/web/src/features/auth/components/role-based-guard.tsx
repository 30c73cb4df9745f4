import { lazy, Suspense, type ReactNode } from 'react';
import type { UserRole } from '@quimia/contracts';
import { useAuth } from '@/lib/auth';

// The guard is in the entry chunk (the router uses it); its 403 message, translated with
// react-i18next, loads only when someone is actually refused.
const PermissionDenied = /* @__PURE__ */ lazy(() =>
  import('./permission-denied').then((module) => ({ default: module.PermissionDenied })),
);

type RoleBasedGuardProps = {
  roles: readonly UserRole[];
  children: ReactNode;
  /** Show the 403 message (default) or render nothing when the role is not allowed. */
  hasContent?: boolean;
};

/** Shows its children only to the given roles; the server checks the role again on every call. */
export function RoleBasedGuard({ roles, children, hasContent = true }: RoleBasedGuardProps) {
  const { user } = useAuth();
  if (user && roles.includes(user.role)) return children;
  if (!hasContent) return null;
  return (
    <Suspense fallback={null}>
      <PermissionDenied />
    </Suspense>
  );
}
