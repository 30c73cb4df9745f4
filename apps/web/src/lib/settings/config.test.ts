import { describe, expect, it, vi } from 'vitest';
import { defaultSettings, parseStoredSettings, settingsDifferFromDefaults } from './config';

describe('defaultSettings', () => {
  it('are the defaults', () => {
    expect(defaultSettings).toEqual({
      themeMode: 'light',
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeLayout: 'vertical',
      themeStretch: true,
      themeColorPresets: 'default',
    });
  });
});

describe('parseStoredSettings', () => {
  it('reads stored settings', () => {
    const stored = {
      ...defaultSettings,
      themeMode: 'dark',
      themeLayout: 'mini',
      themeColorPresets: 'purple',
    };
    expect(parseStoredSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back field by field, and entirely on unreadable values', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      parseStoredSettings(JSON.stringify({ themeMode: 'dark', themeLayout: 'diagonal' })),
    ).toEqual({
      ...defaultSettings,
      themeMode: 'dark',
    });
    expect(parseStoredSettings(null)).toEqual(defaultSettings);
    expect(parseStoredSettings('null')).toEqual(defaultSettings);
    expect(parseStoredSettings('{not json')).toEqual(defaultSettings);
    expect(logged).toHaveBeenCalledOnce(); // storage problems are only logged
    logged.mockRestore();
  });
});

describe('settingsDifferFromDefaults', () => {
  it('offers the reset only when something changed', () => {
    expect(settingsDifferFromDefaults(defaultSettings)).toBe(false);
    expect(settingsDifferFromDefaults({ ...defaultSettings, themeStretch: false })).toBe(true);
  });
});
