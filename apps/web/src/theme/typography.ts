import type { TypographyVariantsOptions } from '@mui/material/styles';

export const primaryFont =
  '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const headingFont = 'Barlow, "Public Sans", system-ui, sans-serif';

/** Public Sans for body text, Barlow for headings. */
export const typography: TypographyVariantsOptions = {
  fontFamily: primaryFont,
  fontWeightLight: 300,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  h1: { fontFamily: headingFont, fontWeight: 800, lineHeight: 80 / 64, fontSize: '4rem' },
  h2: { fontFamily: headingFont, fontWeight: 800, lineHeight: 64 / 48, fontSize: '3rem' },
  h3: { fontFamily: headingFont, fontWeight: 700, lineHeight: 1.5, fontSize: '2rem' },
  h4: { fontFamily: headingFont, fontWeight: 700, lineHeight: 1.5, fontSize: '1.5rem' },
  h5: { fontFamily: headingFont, fontWeight: 700, lineHeight: 1.5, fontSize: '1.25rem' },
  h6: { fontFamily: headingFont, fontWeight: 700, lineHeight: 28 / 18, fontSize: '1.125rem' },
  subtitle1: { fontWeight: 600, lineHeight: 1.5, fontSize: '1rem' },
  subtitle2: { fontWeight: 600, lineHeight: 22 / 14, fontSize: '0.875rem' },
  body1: { lineHeight: 1.5, fontSize: '1rem' },
  body2: { lineHeight: 22 / 14, fontSize: '0.875rem' },
  caption: { lineHeight: 1.5, fontSize: '0.75rem' },
  overline: { fontWeight: 700, lineHeight: 1.5, fontSize: '0.75rem', textTransform: 'uppercase' },
  button: { fontWeight: 700, lineHeight: 24 / 14, fontSize: '0.875rem', textTransform: 'unset' },
};
