import { alpha, decomposeColor, type Components, type Theme } from '@mui/material/styles';
import { firstReadable, grey } from './palette';

const PALETTE_COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
type PaletteColorName = (typeof PALETTE_COLORS)[number];

/** `color` laid at `opacity` over the opaque `background`, as the eye sees it. */
function over(background: string, color: string, opacity: number): string {
  const [r, g, b] = decomposeColor(background).values;
  const [cr, cg, cb] = decomposeColor(color).values;
  const mix = (base: number, top: number) => Math.round(base + (top - base) * opacity);
  return `rgb(${mix(r, cr)}, ${mix(g, cg)}, ${mix(b, cb)})`;
}

/** The palette colour a component is drawn in, when it is one (not `inherit` or `default`). */
function paletteColor(theme: Theme, color: unknown) {
  return PALETTE_COLORS.includes(color as PaletteColorName)
    ? theme.palette[color as PaletteColorName]
    : undefined;
}

/** Component defaults shared by the storefront and the dashboard. */
export function createComponents(bold: boolean): Components<Theme> {
  return {
    MuiCssBaseline: {
      styleOverrides: {
        '*': { boxSizing: 'border-box' },
        html: { WebkitOverflowScrolling: 'touch', height: '100%' },
        body: { height: '100%' },
        '#root': { minHeight: '100%' },
        'input[type=number]': { MozAppearance: 'textfield' },
        img: { maxWidth: '100%', verticalAlign: 'middle' },
        // Whoever asks the system for less motion gets changes at once: no colour fading in,
        // no panel sliding. (Spinners keep turning: they tell that something is under way.)
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0s !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: ({ theme, ownerState }) => {
          const color = paletteColor(theme, ownerState.color);
          // The colour's readable shades (WCAG AA) instead of its brand one, through the
          // variables MUI draws each variant with.
          return {
            borderRadius: 8,
            ...(color && {
              '--variant-textColor': color.onPaper,
              '--variant-outlinedColor': color.onPaper,
              '--variant-outlinedBorder': alpha(color.onPaper, 0.5),
              '--variant-containedColor': color.contrastText,
              '--variant-containedBg': color.fill,
              '&:hover': {
                '--variant-containedBg': color.fillHover,
                '--variant-outlinedBorder': color.onPaper,
              },
            }),
          };
        },
        sizeLarge: { minHeight: 48 },
      },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: '50%' } } },
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme, ownerState }) => {
          const color = paletteColor(theme, ownerState.color);
          if (!color) return {};
          // The chosen one's text sits on a tint of its colour, deeper under the pointer.
          const { selectedOpacity, hoverOpacity } = theme.palette.action;
          const tints = [selectedOpacity, selectedOpacity + hoverOpacity].map((opacity) =>
            over(theme.palette.background.paper, color.main, opacity),
          );
          const shades =
            theme.palette.mode === 'light'
              ? [color.onPaper, color.dark, color.darker]
              : [color.onPaper, color.light, color.lighter];
          return { '&.Mui-selected': { color: firstReadable(shades, tints) } };
        },
      },
    },
    // A table wider than a phone scrolls sideways: a keyboard reaches it to scroll it.
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    MuiCard: {
      styleOverrides: {
        root: ({ theme }) => ({
          position: 'relative',
          borderRadius: 16,
          zIndex: 0,
          boxShadow:
            theme.palette.mode === 'light'
              ? `0 0 2px 0 ${alpha(grey[500], 0.2)}, 0 12px 24px -4px ${alpha(grey[500], bold ? 0.2 : 0.12)}`
              : `0 0 2px 0 ${alpha('#000000', 0.2)}, 0 12px 24px -4px ${alpha('#000000', 0.12)}`,
        }),
      },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: alpha(grey[500], 0.16) },
      },
    },
    MuiPopover: {
      styleOverrides: {
        paper: ({ theme }) => ({
          borderRadius: 10,
          boxShadow:
            theme.palette.mode === 'light'
              ? `0 0 2px 0 ${alpha(grey[500], 0.24)}, -20px 20px 40px -4px ${alpha(grey[500], 0.24)}`
              : `0 0 2px 0 ${alpha('#000000', 0.24)}, -20px 20px 40px -4px ${alpha('#000000', 0.24)}`,
        }),
      },
    },
    MuiMenuItem: {
      styleOverrides: { root: ({ theme }) => ({ ...theme.typography.body2, borderRadius: 6 }) },
    },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiTooltip: {
      styleOverrides: { tooltip: { backgroundColor: grey[800] }, arrow: { color: grey[800] } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAlert: {
      styleOverrides: {
        root: { borderRadius: 8 },
        filled: ({ theme, ownerState }) => {
          const color = paletteColor(theme, ownerState.severity ?? ownerState.color);
          return color ? { color: color.contrastText, backgroundColor: color.fill } : {};
        },
      },
    },
    MuiBadge: {
      styleOverrides: {
        badge: ({ theme, ownerState }) => {
          const color = paletteColor(theme, ownerState.color);
          return color ? { color: color.contrastText, backgroundColor: color.fill } : {};
        },
      },
    },
    // A field's error message and label in the error's readable shade.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.error.onPaper } }),
      },
    },
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-error': { color: theme.palette.error.onPaper } }),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ theme, ownerState }) => {
          const color = paletteColor(theme, ownerState.color);
          // As buttons: the colour's readable shades, outlined or filled.
          return {
            borderRadius: 8,
            fontWeight: 500,
            ...(color &&
              (ownerState.variant === 'outlined'
                ? { color: color.onPaper, borderColor: alpha(color.onPaper, 0.7) }
                : {
                    color: color.contrastText,
                    backgroundColor: color.fill,
                    '&.MuiChip-clickable:hover, &.Mui-focusVisible': {
                      backgroundColor: color.fillHover,
                    },
                  })),
          };
        },
      },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiListSubheader: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
  };
}
