import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { i18nOptions, loadLocale } from '@/shared/i18n/i18n';
import { DEFAULT_LANGUAGE, htmlLang, isSupportedLanguage, type SupportedLanguage } from '@/shared/i18n/language';
import { localStore } from '@/shared/lib/storage';

/**
 * The console's texts: the namespace `operator`, one file per language in
 * locales/operator/ (never in the player's locales/<code>.json, which the
 * site downloads on its first screen), beside the site's `translation`
 * namespace, which the shared components and the form kit read. Vite makes
 * one chunk per file; only the active language is downloaded.
 *
 * Its own i18next instance and backend, on the site's options and loader,
 * rather than the site's `initI18n` with one more entry in `namespaceFiles`:
 * that list is part of the site's entry, so its glob would give the player's
 * build a chunk per console file (and a few hundred bytes of entry), which
 * tests/unit/operator/bundle.test.ts refuses; and staff keep a language of
 * their own (`operatorLocale`), apart from the one they play in.
 */
export const operatorLocaleFiles = import.meta.glob<ResourceKey>('../../locales/operator/*.json', { import: 'default' });

/** Kept apart from the player's choice (`locale`): staff may read the console in another language than they play in. */
const LANGUAGE_KEY = 'operatorLocale';

export function storedConsoleLanguage(): SupportedLanguage {
  const stored = localStore.get(LANGUAGE_KEY);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const consoleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load =
      namespace === 'operator'
        ? operatorLocaleFiles[`../../locales/operator/${language}.json`]?.() ?? Promise.reject(new Error(`No console texts for ${language}`))
        : loadLocale(language, namespace);
    load.then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** A fresh i18next instance for the console (the site's global one is left alone). */
export async function createConsoleI18n(language: SupportedLanguage = storedConsoleLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  // the site's options (only the active language, no fallback), with the console's namespace beside the site's
  await instance.use(consoleBackend).init({ ...i18nOptions(language), ns: ['operator', 'translation'], defaultNS: 'translation' });
  document.documentElement.lang = htmlLang[language];
  return instance;
}

/** Switches the console's language and remembers it. */
export async function changeConsoleLanguage(instance: I18n, language: SupportedLanguage): Promise<void> {
  localStore.set(LANGUAGE_KEY, language);
  await instance.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
}
