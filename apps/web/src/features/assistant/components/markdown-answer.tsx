import type { ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/** Stands for this site while an address is resolved where no origin is known. */
const NO_ORIGIN = 'https://this-site.invalid';

/**
 * A path on this site when `href` points here (`/product/…`, or this origin written in full), so
 * the router opens it without reloading the app; null for any other address. The address is
 * resolved as the browser would (`/\host` and `/\t/host` are another host), not by its first
 * characters.
 */
export function sitePath(href: string | undefined, origin?: string): string | null {
  if (!href) return null;
  const base = origin ?? NO_ORIGIN;
  if (!URL.canParse(href, base)) return null;
  const url = new URL(href, base);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

function useOrigin() {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

// An answer's text may come from a model told what to write by a product's description or an
// imported invoice line. Whatever it says, the page asks nothing of another host: a link to
// elsewhere is shown as text, an image from elsewhere as its description (the site's policy
// refuses them too).

/** Underlined: inside a sentence, a link must not be told apart by its colour alone. */
function AnswerLink({ href, children }: ComponentProps<'a'>) {
  const path = sitePath(href, useOrigin());
  if (path) {
    return (
      <Link component={RouterLink} to={path} underline="always">
        {children}
      </Link>
    );
  }
  const words = typeof children === 'string' ? children : null;
  return (
    <span>
      {children}
      {href && words !== href && !(href.startsWith('mailto:') && words === href.slice(7))
        ? ` (${href})`
        : null}
    </span>
  );
}

function AnswerImage({ src, alt, title }: ComponentProps<'img'>) {
  const origin = useOrigin();
  const path = typeof src === 'string' ? sitePath(src, origin) : null;
  if (path) return <img src={path} alt={alt ?? ''} title={title} style={{ maxWidth: '100%' }} />;
  return alt ? <span>[{alt}]</span> : null;
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
  img: ({ node: _node, ...props }) => <AnswerImage {...props} />,
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
