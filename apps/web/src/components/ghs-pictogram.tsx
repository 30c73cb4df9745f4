import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { GHS_PICTOGRAM_LABELS, type GhsPictogram as GhsCode } from '@quimia/contracts/ghs';

export { GHS_PICTOGRAM_LABELS };

// The nine GHS hazard pictograms: a black symbol on white inside a red diamond (UN GHS, annex 3).
// Drawn inline so they print sharp, need no image requests and carry an accessible name.

const BLACK = '#000';

function Flame({ x = 50, y = 24, scale = 1 }: { x?: number; y?: number; scale?: number }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M0 0c3 9 13 13 13 27a13 13 0 0 1-26 0c0-7 4-11 7-15 0 5 2 8 5 9-2-8 0-15 1-21z"
      fill={BLACK}
    />
  );
}

const SYMBOLS: Record<GhsCode, ReactElement> = {
  // Exploding bomb
  GHS01: (
    <g fill={BLACK}>
      <circle cx="41" cy="61" r="13" />
      <path d="M49 51 55 45" stroke={BLACK} strokeWidth="3.5" />
      <path d="M56 43l2-12 5 9 8-8-2 11 11-2-8 8 10 5-11 2 5 9-10-5-2 8-4-10z" />
      <rect x="26" y="34" width="7" height="3.5" transform="rotate(-35 29 36)" />
      <rect x="70" y="60" width="7" height="3.5" transform="rotate(30 73 62)" />
      <rect x="39" y="28" width="3.5" height="7" />
    </g>
  ),
  // Flame
  GHS02: (
    <g fill={BLACK}>
      <Flame />
      <rect x="31" y="68" width="38" height="4" />
    </g>
  ),
  // Flame over circle
  GHS03: (
    <g fill={BLACK}>
      <Flame y={24} scale={0.8} />
      <circle cx="50" cy="58" r="9" fill="none" stroke={BLACK} strokeWidth="5" />
      <rect x="31" y="70" width="38" height="4" />
    </g>
  ),
  // Gas cylinder
  GHS04: (
    <g fill={BLACK} transform="rotate(-25 50 54)">
      <rect x="28" y="47" width="40" height="15" rx="7" />
      <rect x="67" y="51" width="6" height="7" />
      <rect x="72" y="49" width="3" height="11" />
    </g>
  ),
  // Corrosion: liquid from two test tubes on a surface and on a hand
  GHS05: (
    <g fill={BLACK}>
      <rect x="27" y="23" width="8" height="20" rx="2" transform="rotate(-40 31 33)" />
      <rect x="57" y="23" width="8" height="20" rx="2" transform="rotate(-40 61 33)" />
      <circle cx="38" cy="47" r="2" />
      <circle cx="38" cy="53" r="1.6" />
      <circle cx="68" cy="47" r="2" />
      <circle cx="68" cy="53" r="1.6" />
      <path d="M25 72V61h6l2-3 3 3 3-3 3 3h5v11z" />
      <path d="M54 72v-9l5-4h13c3 0 4 3 1 4h-7l4 2v7z" />
      <rect x="24" y="73" width="52" height="3" />
    </g>
  ),
  // Skull and crossbones
  GHS06: (
    <g fill={BLACK}>
      <path d="M30 70 70 50M30 50l40 20" stroke={BLACK} strokeWidth="5" strokeLinecap="round" />
      <path d="M50 22c-10 0-16 7-16 15 0 5 3 8 6 10v6h20v-6c3-2 6-5 6-10 0-8-6-15-16-15z" />
      <circle cx="44" cy="37" r="3.5" fill="#fff" />
      <circle cx="56" cy="37" r="3.5" fill="#fff" />
      <path d="M48 45h4l-2-3z" fill="#fff" />
    </g>
  ),
  // Exclamation mark
  GHS07: (
    <g fill={BLACK}>
      <path d="M45 25h10l-2 32h-6z" />
      <circle cx="50" cy="66" r="5" />
    </g>
  ),
  // Health hazard
  GHS08: (
    <g fill={BLACK}>
      <circle cx="50" cy="28" r="7" />
      <path d="M32 76c0-18 5-32 18-36 13 4 18 18 18 36z" />
      <path
        d="M50 48l2.5 7 7-2-4.5 6 5 5-7 .5-.5 7-2.5-6-5.5 4 1.5-7-6.5-2.5 6.5-3.5-1-6.5 5 5z"
        fill="#fff"
      />
    </g>
  ),
  // Environment: dead tree and dead fish
  GHS09: (
    <g fill={BLACK}>
      <path
        d="M36 71V33m0 22-10-9m10 1 9-11m-9 0-6-9m6 5 5-8m-15 22-4 1m23-13 6-1"
        stroke={BLACK}
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="24" y="70" width="52" height="4" />
      <path d="M47 62c6-7 17-7 24 0-7 6-18 6-24 0zm24 0 7-6v12z" />
      <circle cx="52" cy="61" r="1.6" fill="#fff" />
    </g>
  ),
};

type GhsPictogramProps = {
  code: GhsCode;
  /** Drawn size in pixels. */
  size?: number;
  /** Beside a text that already names it (a checkbox label): hidden from screen readers. */
  decorative?: boolean;
  sx?: SxProps<Theme>;
};

/** A GHS pictogram with its accessible name, e.g. "GHS05 Corrosivo". */
export function GhsPictogram({ code, size = 56, decorative = false, sx }: GhsPictogramProps) {
  const label = `${code} ${GHS_PICTOGRAM_LABELS[code]}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      sx={[{ flexShrink: 0, display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {!decorative && <title>{label}</title>}
      <path
        d="M50 4 96 50 50 96 4 50Z"
        fill="#fff"
        stroke="#E30613"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      {SYMBOLS[code]}
    </Box>
  );
}
