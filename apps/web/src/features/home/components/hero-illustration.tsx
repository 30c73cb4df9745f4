import Box from '@mui/material/Box';

/** Laboratory glassware drawn inline (no image download); tinted with the theme's primary colour. */
export function HeroIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 480 400"
      aria-hidden
      focusable="false"
      sx={{
        width: 1,
        maxWidth: 480,
        height: 'auto',
        color: 'primary.main',
        display: 'block',
        mx: 'auto',
      }}
    >
      <circle cx="250" cy="190" r="170" fill="currentColor" opacity="0.07" />
      <circle cx="250" cy="190" r="120" fill="currentColor" opacity="0.06" />
      <ellipse cx="240" cy="360" rx="190" ry="14" fill="currentColor" opacity="0.1" />

      {/* Erlenmeyer flask */}
      <g transform="translate(250 250)">
        <path
          d="M-62 78-20 4h40l42 74c6 11-2 24-14 24H-48c-12 0-20-13-14-24Z"
          fill="currentColor"
          opacity="0.35"
        />
        <path
          d="M-26-110h52M-18-110v88l-62 110c-8 14 2 30 18 30h124c16 0 26-16 18-30L18-22v-88"
          fill="none"
          stroke="currentColor"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="-10" cy="60" r="9" fill="#fff" opacity="0.8" />
        <circle cx="20" cy="40" r="6" fill="#fff" opacity="0.7" />
        <circle cx="0" cy="-40" r="7" fill="currentColor" opacity="0.5" />
        <circle cx="12" cy="-72" r="5" fill="currentColor" opacity="0.4" />
      </g>

      {/* Beaker */}
      <g transform="translate(112 268)">
        <path
          d="M-34 10h68v44c0 8-6 14-14 14h-40c-8 0-14-6-14-14Z"
          fill="currentColor"
          opacity="0.22"
        />
        <path
          d="M-44-40h88M-36-40V54c0 8 6 14 14 14h44c8 0 14-6 14-14V-40"
          fill="none"
          stroke="currentColor"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity="0.8"
        />
        <path
          d="M10-16h14M10 4h14M10 24h14"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.6"
        />
      </g>

      {/* Test tube */}
      <g transform="translate(388 246) rotate(12)">
        <path d="M-14 10h28v52a14 14 0 0 1-28 0Z" fill="currentColor" opacity="0.45" />
        <path
          d="M-20-60h40M-14-60V62a14 14 0 0 0 28 0V-60"
          fill="none"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity="0.8"
        />
      </g>

      {/* Molecule */}
      <g transform="translate(370 86)" opacity="0.85">
        <path
          d="M0 0 44 24M0 0-6 48M0 0 36-34"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle r="16" fill="currentColor" />
        <circle cx="44" cy="24" r="10" fill="currentColor" opacity="0.6" />
        <circle cx="-6" cy="48" r="10" fill="currentColor" opacity="0.6" />
        <circle cx="36" cy="-34" r="8" fill="currentColor" opacity="0.45" />
      </g>
    </Box>
  );
}
