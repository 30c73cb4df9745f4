import { STAFF_ROLES } from '@quimia/contracts';
import { DashboardLayout as DashboardShell } from '@/components/layouts/dashboard/dashboard-layout';
import { SettingsButton } from '@/features/settings';
import { ContactsPopover } from '@/features/users';
import { useAuth } from '@/lib/auth';
import { dashboardNav } from '../dashboard-menu';

/** The header's tools that belong to features: the staff's contacts and the settings button. */
function HeaderActions() {
  const { user } = useAuth();
  const isStaff = !!user && STAFF_ROLES.includes(user.role);
  return (
    <>
      {isStaff && <ContactsPopover />}
      <SettingsButton />
    </>
  );
}

/**
 * The dashboard's layout (`components/layouts/dashboard`) with its menu, built from the table of
 * dashboard modules, and what the features put in its header.
 */
export function DashboardLayout() {
  return <DashboardShell nav={dashboardNav} headerActions={<HeaderActions />} />;
}
