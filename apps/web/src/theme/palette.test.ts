import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-theme';
import { COLOR_PRESET_NAMES } from './presets';

const COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

// Every appearance a visitor can choose in the settings drawer.
const appearances = COLOR_PRESET_NAMES.flatMap((preset) =>
  (['light', 'dark'] as const).flatMap((mode) =>
    (['default', 'bold'] as const).map((contrast) => ({ preset, mode, contrast })),
  ),
);

describe('the palette colours as text (WCAG AA, 4.5:1)', () => {
  it.each(appearances)('read in $mode mode, $contrast contrast, preset $preset', (appearance) => {
    const { palette } = createAppTheme({ ...appearance, direction: 'ltr' });
    const unreadable: string[] = [];
    for (const name of COLORS) {
      const color = palette[name];
      for (const page of [palette.background.default, palette.background.paper]) {
        if (getContrastRatio(color.onPaper, page) < 4.5) {
          unreadable.push(`${name} text ${color.onPaper} on ${page}`);
        }
      }
      for (const fill of [color.fill, color.fillHover]) {
        if (getContrastRatio(color.contrastText, fill) < 4.5) {
          unreadable.push(`${name} label ${color.contrastText} on ${fill}`);
        }
      }
    }
    expect(unreadable).toEqual([]);
  });

  it('keeps the brand shade where it reads, and orange stays orange', () => {
    const light = createAppTheme({
      mode: 'light',
      contrast: 'default',
      direction: 'ltr',
      preset: 'default',
    }).palette;
    // A filled orange chip keeps its bright fill under dark text; its text on white deepens.
    expect(light.warning.fill).toBe(light.warning.main);
    expect(light.warning.onPaper).toBe(light.warning.darker);
    // Purple reads on white as it is.
    expect(light.secondary.onPaper).toBe(light.secondary.main);
  });
});
