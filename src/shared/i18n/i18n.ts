import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, htmlLang, isSupportedLanguage, storeLanguage, type SupportedLanguage } from './language';

// Vite turns this into one chunk per language: only the active one is downloaded
// (exported so a test can watch which files are asked for).
export const localeFiles = import.meta.glob<ResourceKey>('../../../locales/*.json', { import: 'default' });

/**
 * The texts of one part of the site that the first screen never shows, in a
 * namespace of their own (`locales/<folder>/<folder>-<language>.json`, so
 * that their chunks are not taken for the first screen's language file):
 * loaded with that part, in the active language only: the agent centre's
 * pages (`agentCentre`), the lottery's pages (`lottery`), the app
 * download and mirror pages (`download`), and the promotion pages with the
 * reward centre (`promotions`), player protection's page and dialogs
 * (`protection`), Invite friends (`referral`), the missions page
 * (`missions`), the leaderboards', raffles' and home winners board's
 * texts (`ranking`), the platform messages' inbox (`messages`), and the
 * customer-service chat's window and page (`chat`).
 */
export const namespaceFiles: Readonly<Record<string, { folder: string; files: Record<string, () => Promise<ResourceKey>> }>> = {
  agentCentre: { folder: 'agent', files: import.meta.glob<ResourceKey>('../../../locales/agent/*.json', { import: 'default' }) },
  lottery: { folder: 'lottery', files: import.meta.glob<ResourceKey>('../../../locales/lottery/*.json', { import: 'default' }) },
  download: { folder: 'download', files: import.meta.glob<ResourceKey>('../../../locales/download/*.json', { import: 'default' }) },
  promotions: { folder: 'promotions', files: import.meta.glob<ResourceKey>('../../../locales/promotions/*.json', { import: 'default' }) },
  protection: { folder: 'protection', files: import.meta.glob<ResourceKey>('../../../locales/protection/*.json', { import: 'default' }) },
  referral: { folder: 'referral', files: import.meta.glob<ResourceKey>('../../../locales/referral/*.json', { import: 'default' }) },
  missions: { folder: 'missions', files: import.meta.glob<ResourceKey>('../../../locales/missions/*.json', { import: 'default' }) },
  ranking: { folder: 'ranking', files: import.meta.glob<ResourceKey>('../../../locales/ranking/*.json', { import: 'default' }) },
  messages: { folder: 'messages', files: import.meta.glob<ResourceKey>('../../../locales/messages/*.json', { import: 'default' }) },
  chat: { folder: 'chat', files: import.meta.glob<ResourceKey>('../../../locales/chat/*.json', { import: 'default' }) },
};

export async function loadLocale(language: string, namespace = 'translation'): Promise<ResourceKey> {
  const part = namespaceFiles[namespace];
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

/** No fallback language and only the exact code: nothing but the active language's file is loaded. */
export function i18nOptions(language: SupportedLanguage): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
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
