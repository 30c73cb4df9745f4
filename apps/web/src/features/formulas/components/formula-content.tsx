import Box from '@mui/material/Box';

/**
 * The post's rich text. The server sanitises it with an allow-list before storing and sending it
 * (`contentHtml`), so it is rendered as HTML here; comments, by contrast, are always plain text.
 */
export function FormulaContent({ html }: { html: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        maxWidth: 820,
        '& > :first-of-type': { mt: 0 },
        '& h2': { typography: 'h5', mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', mt: 3, mb: 1 },
        '& h4': { typography: 'subtitle1', mt: 2.5, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { mb: 0.5 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: 1, height: 'auto', borderRadius: 1 },
        '& blockquote': {
          m: 0,
          my: 2,
          pl: 2,
          borderLeft: 4,
          borderColor: 'primary.light',
          color: 'text.secondary',
        },
        '& table': { borderCollapse: 'collapse', my: 2, width: 1 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
