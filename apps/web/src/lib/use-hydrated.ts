import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is the server's HTML (on the server, and while React adopts it), true in
 * the browser once React runs it: React renders the server's value while hydrating, then this
 * component alone again. A form drawn by the server keeps its submit button disabled until then:
 * a press before would send the browser's own submission (the fields in the address) instead of
 * the app's request.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
