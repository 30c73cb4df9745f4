import i18n, { type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@/config/layout';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import es from '@/locales/es.json';

export const LANGUAGES = [
  { value: 'es', label: 'Español', short: 'ES' },
  { value: 'en', label: 'English', short: 'EN' },
  { value: 'ar', label: 'العربية', short: 'ع' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['value'];

export const DEFAULT_LANGUAGE: LanguageCode = 'es';
/** Arabic is written right to left (specification §9). */
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

// A tiny detector: the stored choice or Spanish. The browser's language is deliberately ignored,
// the shop's audience reads Spanish whatever their browser says.
const storageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => readStoredLanguage() ?? DEFAULT_LANGUAGE,
  cacheUserLanguage: (lng) => {
    try {
      localStorage.setItem(storageKeys.language, lng);
    } catch (error) {
      console.error(error);
    }
  },
};

void i18n
  .use(storageDetector)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: es }, en: { translation: en }, ar: { translation: ar } },
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((language) => language.value),
    interpolation: { escapeValue: false }, // React escapes already.
  });

function syncDocumentLanguage(lng: string) {
  document.documentElement.lang = lng;
}
syncDocumentLanguage(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
