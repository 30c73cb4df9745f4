import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { RetryAlert } from '@/components/retry-alert';
import { useCompanySettings } from '../api/company-settings';
import { CompanySettingsForm } from './company-settings-form';

/** The company settings page's content: the form once the settings arrive. */
export function CompanySettingsView() {
  const { data, isPending, isError, error, refetch } = useCompanySettings();
  if (isError) return <RetryAlert error={error} onRetry={() => void refetch()} />;
  if (isPending) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label="Cargando datos de la empresa">
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }
  return <CompanySettingsForm current={data} />;
}
