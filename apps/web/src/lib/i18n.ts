import i18n, { type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '@/config/layout';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  notifyLanguageChanged,
  readStoredLanguage,
  registerTranslator,
} from './language';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import es from '@/locales/es.json';

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
// The settings (text direction) listen through `@/lib/language`, which does not load i18next.
i18n.on('languageChanged', notifyLanguageChanged);
registerTranslator((key) => i18n.t(key));

export { i18n };
