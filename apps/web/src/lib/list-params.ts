import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

// A back-office list keeps its state (filters, search, page) in the URL's search parameters, so
// reloading or sharing the link keeps the view.

export const ROWS_PER_PAGE_OPTIONS: readonly number[] = [10, 25, 50];
export const DEFAULT_ROWS_PER_PAGE = 10;

/** A 1-based page number; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function parsePageSize(
  value: string | null,
  allowed: readonly number[] = ROWS_PER_PAGE_OPTIONS,
  fallback: number = DEFAULT_ROWS_PER_PAGE,
): number {
  const size = Number(value);
  return allowed.includes(size) ? size : fallback;
}

/** A taxonomy slug from the URL, or undefined when it cannot be one. */
export function parseSlug(value: string | null): string | undefined {
  return value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : undefined;
}

export type ParamChanges = Record<string, string | null | undefined>;
export type UpdateListParams = ReturnType<typeof useListParams>[1];

/**
 * The URL's search parameters and a function that changes some of them (an empty value removes
 * one). Any filter change goes back to the first page.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges, { resetPage = true, replace = false } = {}) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (resetPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  return [searchParams, update] as const;
}

/**
 * Removing the last row of the last page leaves an empty page: step back to the real last one.
 * `ready` is false while the shown data belongs to another page (placeholder).
 */
export function useClampPage(
  page: number,
  total: number | undefined,
  pageSize: number,
  ready: boolean,
  update: UpdateListParams,
) {
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  useEffect(() => {
    if (ready && total !== undefined && page > lastPage) {
      update({ page: lastPage > 1 ? String(lastPage) : null }, { resetPage: false, replace: true });
    }
  }, [ready, total, page, lastPage, update]);
  return lastPage;
}
