import { NavCountBadge } from '@/components/nav-count-badge';
import { useAuth } from '@/lib/auth';
import { usePendingQuotations } from '../api/quotations';

/** The menu's count of quotations waiting for staff: new requests, messages and acceptances. */
export function PendingQuotationsBadge() {
  const { user } = useAuth();
  const staff = user?.role === 'admin' || user?.role === 'vendedor';
  const pending = usePendingQuotations({ enabled: staff }).data?.total ?? 0;
  return <NavCountBadge count={pending} waiting="por atender" />;
}
