import { lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryAlert } from '@/components/retry-alert';

/** The charts, downloaded with the first one drawn. */
export const MetricChart = lazy(() => import('./metric-chart'));

/**
 * A metric's card while its answer is on the way (a skeleton), after it failed (the reason and a
 * retry), and once it is here (`children`, faded while another range loads).
 */
export function MetricSection<T>({
  title,
  query,
  height = 340,
  children,
}: {
  title: string;
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch' | 'isPlaceholderData'>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    return (
      <Card component="section" aria-label={title} aria-busy={!query.isError} sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {query.isError ? (
          <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton variant="rounded" height={height - 80} />
        )}
      </Card>
    );
  }
  return (
    <Box
      aria-busy={query.isPlaceholderData}
      sx={{ height: 1, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      {children(query.data)}
    </Box>
  );
}
