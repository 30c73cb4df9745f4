import type { GhsPictogram } from './ghs';

// The nine GHS hazard pictograms as shapes on a 100 × 100 box: a black symbol on white inside a
// red diamond (UN GHS, annex 3). The storefront draws them as SVG and the quotation's PDF with
// pdfkit, from this one description.

/** A rotation in degrees about a point, as SVG's `rotate(a cx cy)`. */
type Rotation = [degrees: number, cx: number, cy: number];

export type GhsShape =
  | { kind: 'path'; d: string; fill?: string; stroke?: number; round?: boolean; move?: Move }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill?: string; stroke?: number }
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      rx?: number;
      rotate?: Rotation;
    };

/** Where a reused outline goes: moved, then scaled about its own origin. */
type Move = { x: number; y: number; scale?: number };

export const GHS_INK = '#000000';
export const GHS_PAPER = '#FFFFFF';
export const GHS_RED = '#E30613';
/** The red diamond around every symbol. */
export const GHS_DIAMOND = 'M50 4 96 50 50 96 4 50Z';

const FLAME = 'M0 0c3 9 13 13 13 27a13 13 0 0 1-26 0c0-7 4-11 7-15 0 5 2 8 5 9-2-8 0-15 1-21z';
const flame = (move: Move): GhsShape => ({ kind: 'path', d: FLAME, move });
const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rotate?: Rotation,
): GhsShape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  rotate,
});

/** Each pictogram's symbol; a whole symbol may turn about a point (the gas cylinder). */
export const GHS_SYMBOLS: Record<GhsPictogram, { rotate?: Rotation; shapes: GhsShape[] }> = {
  // Exploding bomb
  GHS01: {
    shapes: [
      { kind: 'circle', cx: 41, cy: 61, r: 13 },
      { kind: 'path', d: 'M49 51 55 45', stroke: 3.5 },
      { kind: 'path', d: 'M56 43l2-12 5 9 8-8-2 11 11-2-8 8 10 5-11 2 5 9-10-5-2 8-4-10z' },
      rect(26, 34, 7, 3.5, [-35, 29, 36]),
      rect(70, 60, 7, 3.5, [30, 73, 62]),
      rect(39, 28, 3.5, 7),
    ],
  },
  // Flame
  GHS02: { shapes: [flame({ x: 50, y: 24 }), rect(31, 68, 38, 4)] },
  // Flame over circle
  GHS03: {
    shapes: [
      flame({ x: 50, y: 24, scale: 0.8 }),
      { kind: 'circle', cx: 50, cy: 58, r: 9, fill: 'none', stroke: 5 },
      rect(31, 70, 38, 4),
    ],
  },
  // Gas cylinder
  GHS04: {
    rotate: [-25, 50, 54],
    shapes: [
      { kind: 'rect', x: 28, y: 47, width: 40, height: 15, rx: 7 },
      rect(67, 51, 6, 7),
      rect(72, 49, 3, 11),
    ],
  },
  // Corrosion: liquid from two test tubes on a surface and on a hand
  GHS05: {
    shapes: [
      { kind: 'rect', x: 27, y: 23, width: 8, height: 20, rx: 2, rotate: [-40, 31, 33] },
      { kind: 'rect', x: 57, y: 23, width: 8, height: 20, rx: 2, rotate: [-40, 61, 33] },
      { kind: 'circle', cx: 38, cy: 47, r: 2 },
      { kind: 'circle', cx: 38, cy: 53, r: 1.6 },
      { kind: 'circle', cx: 68, cy: 47, r: 2 },
      { kind: 'circle', cx: 68, cy: 53, r: 1.6 },
      { kind: 'path', d: 'M25 72V61h6l2-3 3 3 3-3 3 3h5v11z' },
      { kind: 'path', d: 'M54 72v-9l5-4h13c3 0 4 3 1 4h-7l4 2v7z' },
      rect(24, 73, 52, 3),
    ],
  },
  // Skull and crossbones
  GHS06: {
    shapes: [
      { kind: 'path', d: 'M30 70 70 50M30 50l40 20', stroke: 5, round: true },
      {
        kind: 'path',
        d: 'M50 22c-10 0-16 7-16 15 0 5 3 8 6 10v6h20v-6c3-2 6-5 6-10 0-8-6-15-16-15z',
      },
      { kind: 'circle', cx: 44, cy: 37, r: 3.5, fill: GHS_PAPER },
      { kind: 'circle', cx: 56, cy: 37, r: 3.5, fill: GHS_PAPER },
      { kind: 'path', d: 'M48 45h4l-2-3z', fill: GHS_PAPER },
    ],
  },
  // Exclamation mark
  GHS07: {
    shapes: [
      { kind: 'path', d: 'M45 25h10l-2 32h-6z' },
      { kind: 'circle', cx: 50, cy: 66, r: 5 },
    ],
  },
  // Health hazard
  GHS08: {
    shapes: [
      { kind: 'circle', cx: 50, cy: 28, r: 7 },
      { kind: 'path', d: 'M32 76c0-18 5-32 18-36 13 4 18 18 18 36z' },
      {
        kind: 'path',
        d: 'M50 48l2.5 7 7-2-4.5 6 5 5-7 .5-.5 7-2.5-6-5.5 4 1.5-7-6.5-2.5 6.5-3.5-1-6.5 5 5z',
        fill: GHS_PAPER,
      },
    ],
  },
  // Environment: dead tree and dead fish
  GHS09: {
    shapes: [
      {
        kind: 'path',
        d: 'M36 71V33m0 22-10-9m10 1 9-11m-9 0-6-9m6 5 5-8m-15 22-4 1m23-13 6-1',
        stroke: 4,
        round: true,
        fill: 'none',
      },
      rect(24, 70, 52, 4),
      { kind: 'path', d: 'M47 62c6-7 17-7 24 0-7 6-18 6-24 0zm24 0 7-6v12z' },
      { kind: 'circle', cx: 52, cy: 61, r: 1.6, fill: GHS_PAPER },
    ],
  },
};
