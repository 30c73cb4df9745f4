import Box, { type BoxProps } from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useCompany } from '@/api/company';

type LogoProps = BoxProps & {
  /** Render the mark without a link to the home page (e.g. inside the loading screen). */
  disableLink?: boolean;
  /** Show the name beside the mark. */
  withText?: boolean;
};

/** The seller's mark: an Erlenmeyer flask in the theme's primary colour. */
export function Logo({ disableLink = false, withText = false, sx, ...other }: LogoProps) {
  const { data: company } = useCompany();
  const name = company?.tradeName ?? '';
  const logo = company?.logo;
  const mark = logo ? (
    <Box
      component="img"
      src={logo.urls.sm}
      alt={name}
      width={40}
      height={40}
      sx={{ width: 40, height: 40, flexShrink: 0, objectFit: 'contain' }}
    />
  ) : (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      role="img"
      aria-label={name}
      sx={{ width: 40, height: 40, flexShrink: 0, color: 'primary.main' }}
    >
      <path
        fill="currentColor"
        opacity="0.24"
        d="M12.5 36.2 20 24h8l7.5 12.2c1.2 2-.2 4.8-2.6 4.8H15.1c-2.4 0-3.8-2.8-2.6-4.8Z"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
        d="M19 6h10M21 6v12.5L10 36c-1.9 3.1.3 7 3.9 7h20.2c3.6 0 5.8-3.9 3.9-7L27 18.5V6"
      />
      <circle cx="22" cy="33" r="2" fill="currentColor" />
      <circle cx="28" cy="29" r="1.5" fill="currentColor" />
    </Box>
  );

  const content = (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', ...sx }}
      {...other}
    >
      {mark}
      {withText && (
        <Box
          component="span"
          sx={{ fontFamily: 'Barlow, sans-serif', fontWeight: 800, fontSize: 20 }}
        >
          {name}
        </Box>
      )}
    </Box>
  );

  if (disableLink) return content;
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${name}: inicio`}
      sx={{ display: 'inline-flex', textDecoration: 'none' }}
    >
      {content}
    </Box>
  );
}
