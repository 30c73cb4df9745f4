import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { GHS_PICTOGRAM_LABELS, type GhsPictogram as GhsCode } from '@quimia/contracts/ghs';
import {
  GHS_DIAMOND,
  GHS_INK,
  GHS_PAPER,
  GHS_RED,
  GHS_SYMBOLS,
  type GhsShape,
} from '@quimia/contracts/ghs-shapes';

export { GHS_PICTOGRAM_LABELS };

// Drawn inline so they print sharp, need no image requests and carry an accessible name; the
// shapes are the quotation PDF's too.

const rotation = (rotate?: readonly number[]) =>
  rotate ? `rotate(${rotate.join(' ')})` : undefined;

function Shape({ shape }: { shape: GhsShape }) {
  if (shape.kind === 'circle') {
    const { cx, cy, r, fill, stroke } = shape;
    return (
      <circle
        cx={cx}
        cy={cy}
        r={r}
        fill={fill ?? GHS_INK}
        stroke={stroke ? GHS_INK : undefined}
        strokeWidth={stroke}
      />
    );
  }
  if (shape.kind === 'rect') {
    const { x, y, width, height, rx, rotate } = shape;
    return (
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={rx}
        fill={GHS_INK}
        transform={rotation(rotate)}
      />
    );
  }
  const { d, fill, stroke, round, move } = shape;
  return (
    <path
      d={d}
      fill={fill ?? GHS_INK}
      stroke={stroke ? GHS_INK : undefined}
      strokeWidth={stroke}
      strokeLinecap={round ? 'round' : undefined}
      transform={move ? `translate(${move.x} ${move.y}) scale(${move.scale ?? 1})` : undefined}
    />
  );
}

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
        d={GHS_DIAMOND}
        fill={GHS_PAPER}
        stroke={GHS_RED}
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <g transform={rotation(GHS_SYMBOLS[code].rotate)}>
        {GHS_SYMBOLS[code].shapes.map((shape, index) => (
          <Shape key={index} shape={shape} />
        ))}
      </g>
    </Box>
  );
}
