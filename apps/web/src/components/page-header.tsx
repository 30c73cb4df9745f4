import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { siteTitle, useSiteName } from '@/api/company';

export type BreadcrumbItem = {
  name: string;
  /** Omitted on the current page, which is shown as plain text. */
  href?: string;
};

type PageHeaderProps = {
  /** The page's heading (h1); also the browser tab's title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  breadcrumbs?: BreadcrumbItem[];
  /** Main action of the page, placed beside the heading (e.g. a 'Nuevo …' button). */
  action?: ReactNode;
};

/** Heading, breadcrumbs and main action at the top of a dashboard page. */
export function PageHeader({ title, documentTitle, breadcrumbs = [], action }: PageHeaderProps) {
  const siteName = useSiteName();
  return (
    <Box
      sx={{
        mb: { xs: 3, md: 5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      {/* React 19 hoists <title> into <head>. */}
      <title>{siteTitle(documentTitle ?? title, siteName)}</title>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ mb: breadcrumbs.length ? 1 : 0 }}>
          {title}
        </Typography>
        {breadcrumbs.length > 0 && (
          <Breadcrumbs aria-label="Ruta de navegación" separator="•">
            {breadcrumbs.map((item, index) => {
              const isLast = index === breadcrumbs.length - 1;
              if (item.href && !isLast) {
                return (
                  <Link
                    key={`${item.name}-${index}`}
                    component={RouterLink}
                    to={item.href}
                    underline="hover"
                    color="text.primary"
                    variant="body2"
                  >
                    {item.name}
                  </Link>
                );
              }
              return (
                <Typography
                  key={`${item.name}-${index}`}
                  variant="body2"
                  color="text.secondary"
                  aria-current={isLast ? 'page' : undefined}
                  sx={{
                    maxWidth: 320,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {item.name}
                </Typography>
              );
            })}
          </Breadcrumbs>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Box>
  );
}
