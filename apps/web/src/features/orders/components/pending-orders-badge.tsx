import { NavCountBadge } from '@/components/nav-count-badge';
import { useAuth } from '@/lib/auth';
import { usePendingOrders } from '../api/orders';

/** The menu's count of orders waiting to be confirmed; nothing when none wait. */
export function PendingOrdersBadge() {
  const { user } = useAuth();
  const staff = user?.role === 'admin' || user?.role === 'vendedor';
  const pending = usePendingOrders({ enabled: staff }).data?.counts.pending ?? 0;
  return <NavCountBadge count={pending} waiting="por confirmar" />;
}
