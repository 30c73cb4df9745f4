import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/** Typography of formula content, the same in the editor, the preview and the storefront. */
export const richTextSx: SystemStyleObject<Theme> = {
  typography: 'body1',
  wordBreak: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1.5 },
  '& h2': { typography: 'h5', mt: 3, mb: 1.5 },
  '& h3': { typography: 'h6', mt: 2.5, mb: 1 },
  '& h4': { typography: 'subtitle1', mt: 2, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li > p': { my: 0.5 },
  '& blockquote': {
    m: 0,
    my: 2,
    py: 1,
    px: 2,
    borderLeft: 4,
    borderColor: 'primary.main',
    bgcolor: 'action.hover',
    borderRadius: 1,
  },
  '& a': { color: 'primary.main' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  '& code': {
    fontFamily: 'monospace',
    fontSize: '0.875em',
    px: 0.5,
    borderRadius: 0.5,
    bgcolor: 'action.hover',
  },
  '& pre': { p: 2, borderRadius: 1, bgcolor: 'grey.900', color: 'grey.100', overflowX: 'auto' },
  '& pre code': { bgcolor: 'transparent', p: 0, color: 'inherit' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
};
