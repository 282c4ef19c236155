import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, DELAYS, LANGUAGES, type LanguageCode } from '../config/constants';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readLanguage, writeString } from '../storage/local-store';
import type { Translation } from '../model/types';
import { commonTr } from './locales/common.tr';
import { commonEn } from './locales/common.en';

/** The one i18next instance (shared is a singleton, so the shell and remotes translate alike). */
export const i18n: I18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : readLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  resources: { tr: { common: commonTr }, en: { common: commonEn } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

type Resources = Record<string, unknown>;

/** A remote's own namespace, e.g. `registerTranslations('auth', { tr, en })`. */
export function registerTranslations(namespace: string, resources: Record<LanguageCode, Resources>): void {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, namespace, resources[lng], true, true);
}

/** Server translations (`translationList` of the siteContent) override the built-in `common` texts. */
export function mergeServerTranslations(list: Partial<Record<LanguageCode, Translation[]>> | undefined): void {
  for (const lng of LANGUAGES) {
    const entries = list?.[lng];
    if (!entries?.length) continue;
    const bundle: Record<string, string> = {};
    for (const { key, value } of entries) bundle[key] = value;
    i18n.addResourceBundle(lng, 'common', bundle, true, true);
  }
}

/** Language change stores the choice and reloads after 100 ms. */
export function changeLanguage(lng: LanguageCode): void {
  writeString(STORAGE_KEYS.language, lng);
  setTimeout(() => window.location.reload(), DELAYS.languageReloadMs);
}
