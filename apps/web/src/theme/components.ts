import { alpha, type Components, type Theme } from '@mui/material/styles';
import { grey } from './palette';

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
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: ({ theme, ownerState }) => ({
          borderRadius: 8,
          // Orange text on a light page is too pale to read (WCAG AA 4.5:1): its darkest shade.
          ...(theme.palette.mode === 'light' &&
            ownerState.color === 'warning' &&
            ownerState.variant !== 'contained' && { color: theme.palette.warning.darker }),
        }),
        sizeLarge: { minHeight: 48 },
      },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: '50%' } } },
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
    MuiAlert: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiChip: { styleOverrides: { root: { borderRadius: 8, fontWeight: 500 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiListSubheader: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
  };
}
