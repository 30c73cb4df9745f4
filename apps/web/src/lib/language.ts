import { storageKeys } from '@/config/layout';

// The language choices without i18next itself. The public site is written in Spanish and does
// not need the translation library; the settings (text direction) only need to know the stored
// language and hear when it changes. i18next loads with the dashboard (`@/lib/i18n`).

export const LANGUAGES = [
  { value: 'es', label: 'Español', short: 'ES' },
  { value: 'en', label: 'English', short: 'EN' },
  { value: 'ar', label: 'العربية', short: 'ع' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['value'];

export const DEFAULT_LANGUAGE: LanguageCode = 'es';
/** Arabic is written right to left. */
export const RTL_LANGUAGE: LanguageCode = 'ar';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.value === value);
}

/** The language stored in the browser (`i18nextLng`), or null when none or unreadable. */
export function readStoredLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(storageKeys.language);
    return isLanguageCode(stored) ? stored : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

type LanguageListener = (language: string) => void;
const listeners = new Set<LanguageListener>();

/** Calls `listener` whenever the language changes (wherever it was picked); returns the unsubscribe. */
export function onLanguageChanged(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by `@/lib/i18n` on every change of i18next's language. */
export function notifyLanguageChanged(language: string): void {
  for (const listener of listeners) listener(language);
}

type Translate = (key: string) => string;
let translator: Translate | null = null;

/** Called by `@/lib/i18n` once i18next is running. */
export function registerTranslator(translate: Translate): void {
  translator = translate;
}

/**
 * The translation of `key` when i18next is running (the dashboard loaded it), else `fallback`,
 * the Spanish text. For the few screens outside the dashboard that are translated (the error
 * page) and must not load i18next for it.
 */
export function translateOr(key: string, fallback: string): string {
  return translator ? translator(key) : fallback;
}
