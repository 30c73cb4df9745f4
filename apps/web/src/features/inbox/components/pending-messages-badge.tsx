import { NavCountBadge } from '@/components/nav-count-badge';
import { useAuth } from '@/lib/auth';
import { usePendingMessages } from '../api/inbox';

/** The menu's count of messages waiting for an answer; nothing when none wait. */
export function PendingMessagesBadge() {
  const { user } = useAuth();
  const staff = user?.role === 'admin' || user?.role === 'vendedor';
  const pending = usePendingMessages({ enabled: staff }).data?.pending ?? 0;
  return <NavCountBadge count={pending} waiting="por atender" />;
}
