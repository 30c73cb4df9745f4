import type { ComponentProps } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DocumentTitle } from '@/components/page-meta';
import { StatusView } from './status-view';

type StatusPageProps = ComponentProps<typeof StatusView> & {
  /** The browser tab's title when it is not the page's title. */
  documentTitle?: string;
};

/** A whole error or notice page: its tab title and its `StatusView`. */
export function StatusPage({ documentTitle, ...view }: StatusPageProps) {
  return (
    <>
      <DocumentTitle title={documentTitle ?? view.title} />
      <StatusView {...view} />
    </>
  );
}

/** A status page's ways out, the first one stressed: e.g. 'Ir al inicio', then 'Contáctanos'. */
export function StatusLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map(({ to, label }, index) => (
    <Button
      key={to}
      component={RouterLink}
      to={to}
      variant={index === 0 ? 'contained' : 'outlined'}
      size="large"
    >
      {label}
    </Button>
  ));
}
