import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

// A list (back office or storefront) keeps its state (filters, search, page) in the URL's search
// parameters, so reloading or sharing the link keeps the view.

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

/** One change of the URL's search parameters: the next parameters from the current ones. */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The URL's search parameters and a function that changes them, each change applied on top of the
 * one before. React Router's functional update reads the URL of the last render, and on a busy
 * phone the next change can come before the page has drawn the one before: the second filter a
 * visitor picks would then drop the first. So a change builds on the last address this hook asked
 * for until a render shows it (or shows another address: back/forward, a link). Changes made in
 * the same tick go out as one navigation (controls used before the page came alive all report at
 * once, `useInputBeforeHydration`). The history entry is replaced only when every change asked
 * for it.
 */
export function useSearchParamsUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<{ changes: SearchParamsChange[]; replace: boolean } | null>(null);
  /** The last navigation asked for: from the address drawn then, to the address wanted. */
  const requested = useRef<{ from: string; to: string } | null>(null);
  const change = useCallback(
    (fn: SearchParamsChange, { replace = false }: { replace?: boolean } = {}) => {
      if (pending.current) {
        pending.current.changes.push(fn);
        pending.current.replace &&= replace;
        return;
      }
      const batch = { changes: [fn], replace };
      pending.current = batch;
      const drawn = searchParams.toString();
      queueMicrotask(() => {
        pending.current = null;
        const last = requested.current;
        const base = new URLSearchParams(last && last.from === drawn ? last.to : drawn);
        const next = batch.changes.reduce((params, apply) => apply(params), base);
        requested.current = { from: drawn, to: next.toString() };
        setSearchParams(next, { replace: batch.replace });
      });
    },
    [searchParams, setSearchParams],
  );
  return [searchParams, change] as const;
}

/**
 * The URL's search parameters and a function that changes some of them (an empty value removes
 * one). Any filter change goes back to the first page.
 */
export function useListParams() {
  const [searchParams, change] = useSearchParamsUpdate();
  const update = useCallback(
    (changes: ParamChanges, { resetPage = true, replace = false } = {}) => {
      change(
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
    [change],
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

/**
 * A back-office list's URL: its parameters, how to change them (`useListParams`), and what every
 * such list reads the same way: the search, the page and the page size.
 */
export function useRecordListParams() {
  const [searchParams, update] = useListParams();
  return {
    searchParams,
    update,
    q: searchParams.get('q')?.trim() ?? '',
    page: parsePage(searchParams.get('page')),
    pageSize: parsePageSize(searchParams.get('pageSize')),
  };
}
