import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';

type ListPaginationProps = {
  page: number;
  count: number;
  /** Label of the navigation landmark. */
  label: string;
};

/** 1 … 4 5 6 … 12: the current page, its neighbours, the first and the last. */
export function pageWindow(page: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, page - 1, page, page + 1]);
  const sorted = [...pages].filter((item) => item >= 1 && item <= count).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && item - previous > 1)
      items.push(item - previous === 2 ? item - 1 : 'gap');
    items.push(item);
  });
  return items;
}

const itemSx = (theme: Theme) => ({
  minWidth: 36,
  height: 36,
  px: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 1,
  typography: 'body2',
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
  '&[aria-current="page"]': {
    color: 'primary.contrastText',
    bgcolor: 'primary.main',
    fontWeight: 700,
  },
});

/**
 * Page links (crawlable, can open in a new tab) that keep every other parameter of the URL.
 * Plain links rather than MUI's Pagination, which weighs on the list's first visit.
 */
export function ListPagination({ page, count, label }: ListPaginationProps) {
  const { pathname, search } = useLocation();
  if (count <= 1) return null;
  const current = Math.min(Math.max(page, 1), count);

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 0.5,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {current > 1 && (
          <li>
            <Box
              component={RouterLink}
              to={hrefFor(current - 1)}
              rel="prev"
              aria-label="Página anterior"
              sx={itemSx}
            >
              ‹ Anterior
            </Box>
          </li>
        )}
        {pageWindow(current, count).map((item, index) =>
          item === 'gap' ? (
            <Box
              component="li"
              key={`gap-${index}`}
              aria-hidden
              sx={{ minWidth: 24, textAlign: 'center', alignSelf: 'center' }}
            >
              …
            </Box>
          ) : (
            <li key={item}>
              <Box
                component={RouterLink}
                to={hrefFor(item)}
                aria-label={item === current ? `Página ${item}, actual` : `Ir a la página ${item}`}
                aria-current={item === current ? 'page' : undefined}
                sx={itemSx}
              >
                {item}
              </Box>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Box
              component={RouterLink}
              to={hrefFor(current + 1)}
              rel="next"
              aria-label="Página siguiente"
              sx={itemSx}
            >
              Siguiente ›
            </Box>
          </li>
        )}
      </Box>
    </Box>
  );
}
