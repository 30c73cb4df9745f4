export { SettingsDrawerLazy as SettingsDrawer } from './components/settings-drawer-lazy';
export { SettingsButton } from './components/settings-button';
