import { COLOR_PRESET_NAMES, type ColorPresetName } from '@/theme/presets';

export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];

const THEME_MODES = ['light', 'dark'] as const;
const THEME_CONTRASTS = ['default', 'bold'] as const;
const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;

/** Theme settings stored in the browser under 'settings'. */
export type Settings = {
  themeMode: (typeof THEME_MODES)[number];
  themeContrast: (typeof THEME_CONTRASTS)[number];
  themeDirection: (typeof THEME_DIRECTIONS)[number];
  themeLayout: ThemeLayout;
  themeStretch: boolean;
  themeColorPresets: ColorPresetName;
};

/** light, ltr, vertical, stretch on, default contrast and preset. */
export const defaultSettings: Settings = {
  themeMode: 'light',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'vertical',
  themeStretch: true,
  themeColorPresets: 'default',
};

// Checked by hand, not with zod: the settings are read before the first paint, in the entry chunk.
function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Reads stored settings; anything missing or malformed becomes the default. */
export function parseStoredSettings(raw: string | null): Settings {
  if (!raw) return defaultSettings;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return defaultSettings;
    const stored = parsed as Partial<Record<keyof Settings, unknown>>;
    // Each unreadable field falls back on its own, so one bad value does not lose the others.
    return {
      themeMode: oneOf(THEME_MODES, stored.themeMode, defaultSettings.themeMode),
      themeContrast: oneOf(THEME_CONTRASTS, stored.themeContrast, defaultSettings.themeContrast),
      themeDirection: oneOf(
        THEME_DIRECTIONS,
        stored.themeDirection,
        defaultSettings.themeDirection,
      ),
      themeLayout: oneOf(THEME_LAYOUTS, stored.themeLayout, defaultSettings.themeLayout),
      themeStretch:
        typeof stored.themeStretch === 'boolean'
          ? stored.themeStretch
          : defaultSettings.themeStretch,
      themeColorPresets: oneOf(
        COLOR_PRESET_NAMES,
        stored.themeColorPresets,
        defaultSettings.themeColorPresets,
      ),
    };
  } catch (error) {
    console.error(error);
    return defaultSettings;
  }
}

export function settingsDifferFromDefaults(settings: Settings): boolean {
  return (Object.keys(defaultSettings) as (keyof Settings)[]).some(
    (key) => settings[key] !== defaultSettings[key],
  );
}
