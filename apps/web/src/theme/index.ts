export { AppThemeProvider } from './theme-provider';
export { createAppTheme, type ThemeOptionsInput } from './create-theme';
export { grey, type ThemeContrast, type ThemeDirection, type ThemeMode } from './palette';
export { COLOR_PRESET_NAMES, colorPresets, type ColorPresetName, type ColorScale } from './presets';
export { headingFont, primaryFont } from './typography';
