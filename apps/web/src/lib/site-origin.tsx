import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/** The server renders pages for the origin the visitor asked for (it has no `window`). */
export const SiteOriginProvider = SiteOriginContext;

/** This site's origin (`https://tienda.example`), the same on the server and in the browser. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
