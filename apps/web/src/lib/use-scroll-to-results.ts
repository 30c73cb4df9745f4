import { useEffect, useRef } from 'react';

/**
 * A ref for a list's results: their top comes into view when the page changes (not on the first
 * render).
 */
export function useScrollToResults<T extends HTMLElement = HTMLElement>(page: number) {
  const resultsRef = useRef<T>(null);
  const firstPage = useRef(page);
  useEffect(() => {
    if (firstPage.current === page) return;
    firstPage.current = -1;
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [page]);
  return resultsRef;
}
