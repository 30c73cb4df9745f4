import { alpha, getContrastRatio, type PaletteOptions } from '@mui/material/styles';
import { colorPresets, type ColorPresetName, type ColorScale } from './presets';

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string;
    darker: string;
    /** The shade of this colour that reads as text (and outlines) on the page. */
    onPaper: string;
    /** The shade a filled surface (contained button, chip) takes under `contrastText`. */
    fill: string;
    /** `fill` under the pointer: one step further from the page. */
    fillHover: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
  interface TypeBackground {
    neutral: string;
  }
}

export type ThemeMode = 'light' | 'dark';
export type ThemeContrast = 'default' | 'bold';
export type ThemeDirection = 'ltr' | 'rtl';

export const grey = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
} as const;

const secondary: ColorScale = {
  lighter: '#EFD6FF',
  light: '#C684FF',
  main: '#8E33FF',
  dark: '#5119B7',
  darker: '#27097A',
  contrastText: '#FFFFFF',
};
const info: ColorScale = {
  lighter: '#CAFDF5',
  light: '#61F3F3',
  main: '#00B8D9',
  dark: '#006C9C',
  darker: '#003768',
  contrastText: '#FFFFFF',
};
const success: ColorScale = {
  lighter: '#D3FCD2',
  light: '#77ED8B',
  main: '#22C55E',
  dark: '#118D57',
  darker: '#065E49',
  contrastText: '#FFFFFF',
};
const warning: ColorScale = {
  lighter: '#FFF5CC',
  light: '#FFD666',
  main: '#FFAB00',
  dark: '#B76E00',
  darker: '#7A4100',
  contrastText: grey[800],
};
const error: ColorScale = {
  lighter: '#FFE9D5',
  light: '#FFAC82',
  main: '#FF5630',
  dark: '#B71D18',
  darker: '#7A0916',
  contrastText: '#FFFFFF',
};

/**
 * On a light page, text and buttons in these colours need a deeper shade than the brand's own to
 * be read (WCAG AA: 4.5:1 for the colour on white and for white on it). The brand green stays the
 * main one on a dark page, where it reads well.
 */
const lightPageShades: Partial<Record<ColorPresetName, Pick<ColorScale, 'main' | 'dark'>>> = {
  default: { main: '#007B55', dark: '#005C41' },
};
const successOnLightPage: Pick<ColorScale, 'main' | 'dark'> = { main: '#107C4A', dark: '#0A5C37' };

/** WCAG AA for text of normal size. */
const READABLE = 4.5;

const WHITE = '#FFFFFF';

/** The first of `shades` that reaches AA against every one of `backgrounds`, else the best one. */
export function firstReadable(shades: string[], backgrounds: string[]): string {
  const worst = (shade: string) =>
    Math.min(...backgrounds.map((background) => getContrastRatio(shade, background)));
  return (
    shades.find((shade) => worst(shade) >= READABLE) ??
    shades.reduce((best, shade) => (worst(shade) > worst(best) ? shade : best))
  );
}

/**
 * A colour with the shades that keep its text readable (WCAG AA, 4.5:1). The brand shades are
 * light enough to be pale as text on white (orange, cyan, red) and too dark as text on a dark
 * page (purple): text takes the first shade towards the page's ink that reads. A filled surface
 * keeps its label's colour and moves the same way until the label reads (white on a deeper
 * cyan on a light page); where it never would, the label turns dark or white instead (dark on
 * the bright green of a dark page, as dark themes usually do).
 */
function readableColor(
  scale: ColorScale,
  mode: ThemeMode,
  pages: string[],
): ColorScale & { onPaper: string; fill: string; fillHover: string } {
  const towardsInk =
    mode === 'light'
      ? [scale.main, scale.dark, scale.darker]
      : [scale.main, scale.light, scale.lighter];
  const reads = (text: string, fill: string) => getContrastRatio(text, fill) >= READABLE;
  let contrastText = scale.contrastText;
  let fill = scale.main;
  search: for (const text of [scale.contrastText, WHITE, grey[800]]) {
    for (const shade of towardsInk) {
      if (reads(text, shade)) {
        contrastText = text;
        fill = shade;
        break search;
      }
    }
  }
  // Under the pointer, one shade further on, or back where the label would not read there.
  const at = towardsInk.indexOf(fill);
  const back = at > 0 ? towardsInk[at - 1] : mode === 'light' ? scale.light : scale.dark;
  const fillHover =
    [towardsInk[at + 1], back].find((shade) => shade && reads(contrastText, shade)) ?? fill;
  return { ...scale, contrastText, onPaper: firstReadable(towardsInk, pages), fill, fillHover };
}

export function createPalette(
  mode: ThemeMode,
  contrast: ThemeContrast,
  preset: ColorPresetName,
): PaletteOptions {
  const light = mode === 'light';
  const bold = contrast === 'bold';
  const background = light
    ? // Bold contrast sets cards apart from a tinted page.
      { default: bold ? grey[200] : '#FFFFFF', paper: '#FFFFFF', neutral: grey[200] }
    : { default: grey[900], paper: grey[800], neutral: '#28323D' };
  // Coloured text sits on cards and on the page behind them: it reads on both.
  const pages = [background.default, background.paper];
  const readable = (scale: ColorScale) => readableColor(scale, mode, pages);
  return {
    mode,
    // MUI's own choice of text on a colour (filled alerts) asks for AA as well.
    contrastThreshold: READABLE,
    primary: readable(
      light ? { ...colorPresets[preset], ...lightPageShades[preset] } : colorPresets[preset],
    ),
    secondary: readable(secondary),
    info: readable(info),
    success: readable(light ? { ...success, ...successOnLightPage } : success),
    warning: readable(warning),
    error: readable(error),
    grey,
    divider: alpha(grey[500], 0.2),
    text: light
      ? { primary: grey[800], secondary: grey[600], disabled: grey[500] }
      : { primary: '#FFFFFF', secondary: grey[500], disabled: grey[600] },
    background,
    action: {
      hover: alpha(grey[500], 0.08),
      selected: alpha(grey[500], 0.16),
      disabled: alpha(grey[500], 0.8),
      disabledBackground: alpha(grey[500], 0.24),
      focus: alpha(grey[500], 0.24),
      active: light ? grey[600] : grey[500],
    },
  };
}
