import { QueryClient } from '@tanstack/react-query';

// Answers that a retry cannot change (the API's error codes).
const FINAL_ERROR_CODES = new Set([
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
]);

function isFinalError(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    'code' in error &&
    typeof error.code === 'string' &&
    FINAL_ERROR_CODES.has(error.code)
  );
}

/** A query cache with the app's defaults; the server makes one per page it renders. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A failed query shows its error (with its own "retry") rather than loading again as soon
        // as it is shown: the server draws a missing product's "not found" page from the failed
        // query, and the browser must first draw that same page, not a loading one.
        retryOnMount: false,
        retry: retry ? (failureCount, error) => !isFinalError(error) && failureCount < 2 : false,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's one query cache. */
export const queryClient = createQueryClient();

/**
 * Makes the queries under `queryKey` read again after a write that has just been stored. An
 * invalidation alone joins a first fetch still in flight (it is only cancelled once the query has
 * data), and that fetch may have left before the write: it is cancelled first, so the next read
 * starts now.
 */
export async function refetchAfterWrite(client: QueryClient, queryKey: readonly unknown[]) {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
