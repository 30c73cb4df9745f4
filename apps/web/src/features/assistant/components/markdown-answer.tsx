import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * A path on this site when `href` points here (`/product/…`, or this origin written in full), so
 * the router opens it without reloading the app; null for any other address.
 */
export function sitePath(href: string | undefined, origin?: string): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (!origin) return null;
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Underlined: inside a sentence, a link must not be told apart by its colour alone. */
function AnswerLink({ href, children }: ComponentProps<'a'>) {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const path = sitePath(href, origin);
  if (path) {
    return (
      <Link component={RouterLink} to={path} underline="always">
        {children}
      </Link>
    );
  }
  // The sanitiser has already dropped addresses that are not http(s), mailto or tel.
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {children}
    </Link>
  );
}

function AnswerTable(props: ComponentProps<'table'>) {
  // A wide table scrolls inside the answer instead of widening the page on a phone (and takes
  // the keyboard's focus, so it can be scrolled without a pointer).
  return (
    <Box tabIndex={0} sx={{ overflowX: 'auto', my: 1.5 }}>
      <table {...props} />
    </Box>
  );
}

const components: Components = {
  a: ({ node: _node, ...props }) => <AnswerLink {...props} />,
  table: ({ node: _node, ...props }) => <AnswerTable {...props} />,
};

const markdownSx: SxProps<Theme> = {
  typography: 'body2',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& ul, & ol': { my: 1, pl: 3 },
  '& li + li': { mt: 0.5 },
  '& h1, & h2, & h3, & h4': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
  '& code': {
    fontFamily: 'monospace',
    fontSize: '0.875em',
    px: 0.5,
    borderRadius: 0.5,
    bgcolor: 'action.hover',
  },
  '& pre': { p: 1.5, borderRadius: 1, overflowX: 'auto', bgcolor: 'action.hover' },
  '& pre code': { p: 0, bgcolor: 'transparent' },
  '& table': { borderCollapse: 'collapse', minWidth: '100%' },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: 1,
    py: 0.5,
    textAlign: 'left',
    verticalAlign: 'top',
    // Figures and headings stay whole ("$3.099,90", not "$3.099" over ",90"): the table scrolls.
    overflowWrap: 'normal',
    whiteSpace: 'nowrap',
  },
  // The first column names things (a product, a client): it wraps between words.
  '& td:first-of-type': { whiteSpace: 'normal', minWidth: 140 },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& blockquote': { m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
};

/**
 * An answer of QuimIA: Markdown with tables and lists (GFM), sanitised, so neither the model nor
 * the catalogue's text it quotes can put scripts, styles or forms on the page.
 */
export function MarkdownAnswer({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[markdownSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={components}
      >
        {children}
      </Markdown>
    </Box>
  );
}
