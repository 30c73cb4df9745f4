export { readSettings, SettingsProvider } from './settings-provider';
export { useSettings } from './use-settings';
export { useFullscreen, useStretchEffective } from './hooks';
export { SettingsDrawerLazy as SettingsDrawer } from './components/settings-drawer-lazy';
export { SettingsButton } from './components/settings-button';
export {
  defaultSettings,
  settingsDifferFromDefaults,
  THEME_LAYOUTS,
  type Settings,
  type ThemeLayout,
} from './config';
export type { SettingsContextValue } from './settings-context';
