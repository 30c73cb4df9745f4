import { createContext, useContext, type ReactNode } from 'react';

/** Hears the HTTP status of the page being drawn (the server's render answers with it). */
export type PageStatusListener = (status: number) => void;

// Marked pure: a module without side effects may share any chunk. With one, the bundler could
// only put this small module with the 404 page, whose drawings every catalogue page then loaded.
const PageStatusContext = /* @__PURE__ */ createContext<PageStatusListener | null>(null);

/** The server's render: the status the drawn page reports, 200 unless one says otherwise. */
export function PageStatusProvider({
  onStatus,
  children,
}: {
  onStatus: PageStatusListener;
  children: ReactNode;
}) {
  return <PageStatusContext.Provider value={onStatus}>{children}</PageStatusContext.Provider>;
}

/**
 * Says the page drawn is not a plain 200: a "not found" view renders `<PageStatus code={404} />`,
 * so whatever leads to that view (a missing product, an unknown line, `/404` itself) answers 404
 * with it, without the server guessing from the page's data. In the browser nobody listens.
 */
export function PageStatus({ code }: { code: number }) {
  const onStatus = useContext(PageStatusContext);
  onStatus?.(code);
  return null;
}
