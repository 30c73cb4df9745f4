import { z } from 'zod';
import { COLOR_PRESET_NAMES } from '@/theme/presets';

export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];

/** Theme settings stored in the browser under 'settings' (specification §3). */
export const settingsSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeContrast: z.enum(['default', 'bold']),
  themeDirection: z.enum(['ltr', 'rtl']),
  themeLayout: z.enum(THEME_LAYOUTS),
  themeStretch: z.boolean(),
  themeColorPresets: z.enum(COLOR_PRESET_NAMES),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Specification §9: light, ltr, vertical, stretch on, default contrast and preset. */
export const defaultSettings: Settings = {
  themeMode: 'light',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'vertical',
  themeStretch: true,
  themeColorPresets: 'default',
};

// Each unreadable field falls back on its own, so one bad value does not lose the others.
const storedSettingsSchema = z.object({
  themeMode: settingsSchema.shape.themeMode.catch(defaultSettings.themeMode),
  themeContrast: settingsSchema.shape.themeContrast.catch(defaultSettings.themeContrast),
  themeDirection: settingsSchema.shape.themeDirection.catch(defaultSettings.themeDirection),
  themeLayout: settingsSchema.shape.themeLayout.catch(defaultSettings.themeLayout),
  themeStretch: settingsSchema.shape.themeStretch.catch(defaultSettings.themeStretch),
  themeColorPresets: settingsSchema.shape.themeColorPresets.catch(
    defaultSettings.themeColorPresets,
  ),
});

/** Reads stored settings; anything missing or malformed becomes the default. */
export function parseStoredSettings(raw: string | null): Settings {
  if (!raw) return defaultSettings;
  try {
    const parsed = storedSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultSettings;
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
