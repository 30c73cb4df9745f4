import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';

// Small inline drawings for the status pages: no network, they follow the theme's primary colour.

function Frame({ children, sx, ...other }: BoxProps & { children: ReactNode }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 240"
      aria-hidden
      focusable="false"
      sx={{ width: 1, maxWidth: 320, height: 'auto', color: 'primary.main', ...sx }}
      {...other}
    >
      <ellipse cx="160" cy="214" rx="120" ry="12" fill="currentColor" opacity="0.08" />
      <circle cx="160" cy="112" r="96" fill="currentColor" opacity="0.06" />
      {children}
    </Box>
  );
}

/** Erlenmeyer flask outline with liquid, centred at (cx, bottom). */
function Flask({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path
        d="M-22 44 -6 12h12l16 32c2 4-1 8-5 8h-34c-4 0-7-4-5-8Z"
        fill="currentColor"
        opacity="0.3"
      />
      <path
        d="M-10-40h20M-7-40v34l-25 50c-3 6 1 12 7 12h50c6 0 10-6 7-12L7-6v-34"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="-4" cy="34" r="4" fill="currentColor" />
      <circle cx="8" cy="26" r="3" fill="currentColor" opacity="0.7" />
    </g>
  );
}

/** A large "4" of the 404, either side of the flask. */
function Four({ x }: { x: number }) {
  return (
    <text
      x={x}
      y="164"
      fontSize="108"
      fontWeight="800"
      fontFamily="Barlow, sans-serif"
      fill="currentColor"
      opacity="0.85"
    >
      4
    </text>
  );
}

export function NotFoundIllustration() {
  return (
    <Frame>
      <Four x={62} />
      <Flask x={160} y={128} scale={1.15} />
      <Four x={200} />
      <circle cx="168" cy="52" r="5" fill="currentColor" opacity="0.4" />
      <circle cx="152" cy="34" r="3.5" fill="currentColor" opacity="0.3" />
    </Frame>
  );
}

export function ForbiddenIllustration() {
  return (
    <Frame>
      <path
        d="M160 36 226 60v50c0 44-28 78-66 92-38-14-66-48-66-92V60Z"
        fill="currentColor"
        opacity="0.16"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <rect x="130" y="110" width="60" height="48" rx="8" fill="currentColor" />
      <path
        d="M142 110V96a18 18 0 0 1 36 0v14"
        fill="none"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="160" cy="130" r="6" fill="#fff" />
      <rect x="157" y="132" width="6" height="14" rx="3" fill="#fff" />
    </Frame>
  );
}

export function ServerErrorIllustration() {
  return (
    <Frame>
      {/* A beaker tipped over, its contents spilling. */}
      <g transform="rotate(-68 150 150)">
        <path
          d="M118 80h64M124 80v86c0 10 8 18 18 18h16c10 0 18-8 18-18V80"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M128 130h44v36c0 8-6 14-14 14h-16c-8 0-14-6-14-14Z"
          fill="currentColor"
          opacity="0.3"
        />
      </g>
      <path
        d="M196 176c14-2 28 2 44 0 10-1 18 4 14 10-6 8-40 8-58 6-12-1-14-14 0-16Z"
        fill="currentColor"
        opacity="0.45"
      />
      <circle cx="262" cy="166" r="5" fill="currentColor" opacity="0.45" />
      <circle cx="276" cy="184" r="3.5" fill="currentColor" opacity="0.35" />
      <path
        d="M214 60l8 18-14-4 10 22"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.6"
      />
    </Frame>
  );
}

export function MaintenanceIllustration() {
  return (
    <Frame>
      <Flask x={130} y={128} scale={1.1} />
      {/* Gear */}
      <g transform="translate(214 92)" fill="currentColor" opacity="0.85">
        <path d="M-6-34h12l2 9 8 3 8-5 8 8-5 8 3 8 9 2v12l-9 2-3 8 5 8-8 8-8-5-8 3-2 9H-6l-2-9-8-3-8 5-8-8 5-8-3-8-9-2v-12l9-2 3-8-5-8 8-8 8 5 8-3Z" />
        <circle r="11" fill="#fff" />
      </g>
      {/* Wrench */}
      <path
        d="M196 188 236 148m0 0a16 16 0 1 0 14-26l-9 9-8-2-2-8 9-9a16 16 0 0 0-26 14"
        fill="none"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.5"
      />
    </Frame>
  );
}

export function ComingSoonIllustration() {
  return (
    <Frame>
      {/* Shelf with products being stocked. */}
      <rect x="64" y="176" width="192" height="8" rx="4" fill="currentColor" opacity="0.5" />
      <rect x="76" y="124" width="44" height="52" rx="4" fill="currentColor" opacity="0.35" />
      <rect x="84" y="112" width="28" height="14" rx="3" fill="currentColor" opacity="0.5" />
      <path d="M88 148h20M88 158h14" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <Flask x={160} y={120} scale={0.95} />
      <rect x="198" y="136" width="50" height="40" rx="6" fill="currentColor" opacity="0.25" />
      <path d="M198 150h50" stroke="currentColor" strokeWidth="3" opacity="0.4" />
      {/* Clock */}
      <g transform="translate(236 62)">
        <circle r="24" fill="currentColor" />
        <circle r="18" fill="#fff" />
        <path
          d="M0-10V0l7 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
    </Frame>
  );
}
