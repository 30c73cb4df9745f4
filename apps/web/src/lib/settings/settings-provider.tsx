import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '@/config/layout';
// `@/lib/language`, not `@/lib/i18n`: i18next stays out of the public site's first download.
import { onLanguageChanged, readStoredLanguage, RTL_LANGUAGE } from '@/lib/language';
import {
  defaultSettings,
  parseStoredSettings,
  settingsDifferFromDefaults,
  type Settings,
} from './config';
import { SettingsContext, type SettingsContextValue } from './settings-context';

/**
 * The settings stored in this browser (the defaults on the server, which renders every visitor's
 * first page the same way).
 */
export function readSettings(): Settings {
  if (typeof window === 'undefined') return defaultSettings;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKeys.settings);
  } catch (error) {
    console.error(error);
  }
  const settings = parseStoredSettings(raw);
  // the direction is rtl when the stored language is Arabic.
  return readStoredLanguage() === RTL_LANGUAGE ? { ...settings, themeDirection: 'rtl' } : settings;
}

function writeSettings(settings: Settings): void {
  try {
    localStorage.setItem(storageKeys.settings, JSON.stringify(settings));
  } catch (error) {
    console.error(error);
  }
}

function clearSettings(): void {
  try {
    localStorage.removeItem(storageKeys.settings);
  } catch (error) {
    console.error(error);
  }
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(readSettings);
  const [open, setOpen] = useState(false);

  const onUpdate = useCallback((patch: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);

  const onUpdateField = useCallback(
    <K extends keyof Settings>(name: K, value: Settings[K]) =>
      onUpdate({ [name]: value } as Partial<Settings>),
    [onUpdate],
  );

  const onReset = useCallback(() => {
    clearSettings();
    setSettings(defaultSettings);
  }, []);

  const onToggleLayout = useCallback(() => {
    setSettings((current) => {
      const next: Settings = {
        ...current,
        themeLayout: current.themeLayout === 'vertical' ? 'mini' : 'vertical',
      };
      writeSettings(next);
      return next;
    });
  }, []);

  const onChangeDirectionByLang = useCallback(
    (lang: string) => onUpdateField('themeDirection', lang === RTL_LANGUAGE ? 'rtl' : 'ltr'),
    [onUpdateField],
  );

  // Whichever picker changes the language, the direction follows it.
  useEffect(() => onLanguageChanged(onChangeDirectionByLang), [onChangeDirectionByLang]);

  // Another tab changed the settings: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === storageKeys.settings || event.key === null) setSettings(readSettings());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => setOpen(false), []);
  const onToggle = useCallback(() => setOpen((value) => !value), []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      ...settings,
      canReset: settingsDifferFromDefaults(settings),
      onUpdate,
      onUpdateField,
      onReset,
      onToggleLayout,
      onChangeDirectionByLang,
      open,
      onOpen,
      onClose,
      onToggle,
    }),
    [
      settings,
      onUpdate,
      onUpdateField,
      onReset,
      onToggleLayout,
      onChangeDirectionByLang,
      open,
      onOpen,
      onClose,
      onToggle,
    ],
  );

  return <SettingsContext value={value}>{children}</SettingsContext>;
}
