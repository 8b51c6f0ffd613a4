import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, htmlLang, isSupportedLanguage, storeLanguage, type SupportedLanguage } from './language';

/** The member centre's texts (locales/centre/): the namespace looked up when the main file lacks a key. */
export const CENTRE_NAMESPACE = 'centre';

// Vite turns this into one chunk per language: only the active one is downloaded
// (exported so a test can watch which files are asked for).
export const localeFiles = import.meta.glob<ResourceKey>('../../../locales/*.json', { import: 'default' });

/**
 * A language's file (`translation`), or a namespace's: the namespaces'
 * loaders (`namespace-files.ts`) come with the first of them, not with the
 * first screen, which shows the main file's texts only.
 */
export async function loadLocale(language: string, namespace = 'translation'): Promise<ResourceKey> {
  const part = namespace === 'translation' ? undefined : (await import('./namespace-files')).namespaceFiles[namespace];
  const loader = part ? part.files[`../../../locales/${part.folder}/${part.folder}-${language}.json`] : localeFiles[`../../../locales/${language}.json`];
  if (!loader) throw new Error(`No translation file for ${language} (${namespace})`);
  return loader();
}

/** Loads a language's file when i18next first needs it, and only that one (and a namespace's file when a page asks for it). */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadLocale(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyDocumentLanguage(language: SupportedLanguage) {
  document.documentElement.lang = htmlLang[language];
}

/**
 * No fallback language and only the exact code: nothing but the active
 * language's file is loaded. A key the main file does not hold is looked up
 * in the member centre's namespace (`centre`, locales/centre/), which its
 * pages load before they draw (features/centres/centre-texts.ts): their
 * `t('deposit.…')` keys need no prefix.
 */
export function i18nOptions(language: SupportedLanguage): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    fallbackNS: CENTRE_NAMESPACE,
    load: 'currentOnly',
    supportedLngs: false,
    lowerCaseLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  };
}

/**
 * `translations`: the language's file when the page already holds it (the
 * server-rendered shell sends it): no request for it, and the first render
 * has its texts; `namespaces`, a page's own texts sent with it (the
 * lottery's, for its server-rendered lobby). The other languages still load
 * on demand.
 */
export async function initI18n(language: SupportedLanguage = currentLanguage(), translations?: ResourceKey, namespaces?: Record<string, ResourceKey>) {
  if (i18next.isInitialized) {
    if (i18next.language !== language) await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      ...i18nOptions(language),
      ...(translations ? { resources: { [language]: { ...namespaces, translation: translations } }, partialBundledLanguages: true } : {}),
    });
  applyDocumentLanguage(language);
  return i18next;
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: string) {
  if (!isSupportedLanguage(language)) return;
  storeLanguage(language);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}

export { i18next };
