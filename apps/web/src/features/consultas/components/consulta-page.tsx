import type { ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';

const ROOT_CRUMBS = [
  { name: 'Panel', href: paths.dashboard.root },
  { name: 'Consultas', href: paths.dashboard.consultas.root },
];

/** A consulta's list page: its header under Consultas, and the list. */
export function ConsultaListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={[...ROOT_CRUMBS, { name: title }]} />
      {children}
    </>
  );
}

type ConsultaDetailPageProps<T> = {
  /** What the page shows until the record's name is known: 'Cliente'. */
  title: string;
  /** The record's name once it has arrived. */
  name: string | undefined;
  list: { name: string; path: string };
  /** The record's request. */
  record: { data: T | undefined; error: unknown; refetch: () => unknown };
  /** No id in the address. */
  missing: boolean;
  notFound: { title: string; text: string };
  children: (data: T) => ReactNode;
};

/** A consulta's record page: the header with its list, then the record, or why it is not there. */
export function ConsultaDetailPage<T>({
  title,
  name,
  list,
  record,
  missing,
  notFound,
  children,
}: ConsultaDetailPageProps<T>) {
  return (
    <>
      <PageHeader
        title={name ?? title}
        breadcrumbs={[
          ...ROOT_CRUMBS,
          { name: list.name, href: list.path },
          { name: name ?? 'Detalle' },
        ]}
      />
      {record.data ? (
        children(record.data)
      ) : (
        <RecordLoadState
          error={record.error}
          notFound={missing}
          onRetry={() => void record.refetch()}
          notFoundTitle={notFound.title}
          notFoundText={notFound.text}
          listPath={list.path}
        />
      )}
    </>
  );
}

/** A smaller line under a cell's or a figure's main text. */
export function SecondLine({
  color = 'text.secondary',
  variant = 'body2',
  children,
}: {
  color?: TypographyProps['color'];
  variant?: 'body2' | 'caption';
  children: ReactNode;
}) {
  return (
    <Typography variant={variant} color={color} component="span" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}
