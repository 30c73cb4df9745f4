import type { Theme } from '@mui/material/styles';

// Plain <input> and <select> styled like the theme's outlined fields. The storefront's filters
// use them instead of MUI's InputBase/FormControl family (about 10 KB gzip that the product
// list would add to the first visit, whose budget is 200 KB).

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23637381' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E\")";

export const fieldSx = (theme: Theme) => ({
  display: 'block',
  width: 1,
  minHeight: 40,
  m: 0,
  px: 1.5,
  py: 1,
  typography: 'body2',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: theme.alpha((theme.vars ?? theme).palette.grey[500], 0.32),
  borderRadius: 1,
  outline: 'none',
  transition: theme.transitions.create(['border-color', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&:focus-visible': {
    borderColor: 'primary.main',
    boxShadow: `0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
  },
  '&:disabled': { color: 'text.disabled', cursor: 'not-allowed' },
  '&::placeholder': { color: 'text.disabled', opacity: 1 },
});

export const selectSx = (theme: Theme) => ({
  ...fieldSx(theme),
  appearance: 'none',
  pr: 4.5,
  cursor: 'pointer',
  backgroundImage: CHEVRON,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 8px center',
  backgroundSize: 24,
  textOverflow: 'ellipsis',
});

export const labelSx = {
  display: 'block',
  mb: 0.75,
  typography: 'subtitle2',
  color: 'text.secondary',
};
