// The visitor's display settings (theme mode, contrast, direction, layout, colours), kept in this
// browser: the theme, the layouts and the settings drawer read them.
export { readSettings, SettingsProvider } from './settings-provider';
export { useSettings } from './use-settings';
export { useFullscreen, useStretchEffective } from './hooks';
export {
  defaultSettings,
  settingsDifferFromDefaults,
  THEME_LAYOUTS,
  type Settings,
  type ThemeLayout,
} from './config';
export type { SettingsContextValue } from './settings-context';
