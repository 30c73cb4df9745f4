import { StrictMode } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { readSettings, settingsDifferFromDefaults } from '@/lib/settings';
import { App } from './app';
import { preloadRoute } from './route-tree';
import { getRouter } from './router';

export { getRouter, preloadRoute };

export const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** The data the server rendered the page with (`entry-server.tsx`), if it rendered it. */
function readServerState(): DehydratedState | null {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    // As fresh as the API's own answer would be now: the server's page cache is cleared by every
    // catalogue write, so the page does not fetch it all again on arrival.
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    return state;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * Puts the server's data into the browser's cache and answers whether the server's page can be
 * adopted. The server draws every visitor's page with the default settings; a visitor who chose
 * others (dark mode, say) gets the page drawn anew rather than a mismatched one.
 */
export function takeServerPage(container: HTMLElement): boolean {
  const serverState = readServerState();
  const adoptable =
    serverState !== null &&
    container.firstElementChild !== null &&
    !settingsDifferFromDefaults(readSettings());
  if (adoptable) hydrate(queryClient, serverState);
  return adoptable;
}
