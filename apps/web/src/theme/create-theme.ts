import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { createComponents } from './components';
import { themeLocales } from './locale';
import { createPalette, type ThemeContrast, type ThemeDirection, type ThemeMode } from './palette';
import type { ColorPresetName } from './presets';
import { typography } from './typography';

export type ThemeOptionsInput = {
  mode: ThemeMode;
  contrast: ThemeContrast;
  direction: ThemeDirection;
  preset: ColorPresetName;
};

/** The app's MUI theme for the given appearance settings. */
export function createAppTheme({ mode, contrast, direction, preset }: ThemeOptionsInput): Theme {
  const theme = createTheme(
    {
      direction,
      palette: createPalette(mode, contrast, preset),
      typography,
      shape: { borderRadius: 8 },
      components: createComponents(contrast === 'bold'),
    },
    ...themeLocales,
  );
  return responsiveFontSizes(theme, { variants: ['h1', 'h2', 'h3', 'h4'] });
}
