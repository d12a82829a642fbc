import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';
import jaJP from './locales/ja-JP.json';

export const LANGUAGES = ['ja-JP', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'qc:console:language';

const stored = (): Language => {
  const value = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.find((language) => language === value) ?? 'ja-JP';
};

/** Japanese first, as the site; the console's two languages are small enough to ship together. */
export function startI18n(): void {
  void i18next.use(initReactI18next).init({
    resources: { 'ja-JP': { translation: jaJP }, 'en-US': { translation: enUS } },
    lng: stored(),
    fallbackLng: 'ja-JP',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = i18next.language;
}

export function switchLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}
