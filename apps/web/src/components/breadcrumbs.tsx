import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

export type Crumb = { name: string; to?: string };

/** "Productos / Ácidos / Ácido cítrico": where the page sits; the last item is the page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Box component="nav" aria-label="Ruta de navegación" sx={{ mb: { xs: 2, md: 3 } }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
          typography: 'body2',
          color: 'text.secondary',
        }}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Box
              component="li"
              key={`${item.name}-${index}`}
              sx={{ display: 'flex', gap: 1, minWidth: 0 }}
            >
              {item.to && !last ? (
                <Link component={RouterLink} to={item.to} color="inherit" underline="hover">
                  {item.name}
                </Link>
              ) : (
                <Box
                  component="span"
                  aria-current={last ? 'page' : undefined}
                  sx={{
                    color: 'text.primary',
                    maxWidth: 280,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {item.name}
                </Box>
              )}
              {!last && (
                <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
                  /
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
