import Cookies from 'js-cookie';
import { localKeys, localStore } from '@/shared/lib/storage';
import { forgetCachedShells } from '@/shared/lib/shell-worker';

/** The brand's default interface language (spec section 1). */
export const DEFAULT_LANGUAGE = 'TY';

/** Languages the site has translation files for; the server lists which are offered. */
export const supportedLanguages = ['TY', 'VI', 'EN', 'CN', 'TH', 'ID'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export function isSupportedLanguage(code: string | null | undefined): code is SupportedLanguage {
  return !!code && (supportedLanguages as readonly string[]).includes(code);
}

/** BCP 47 tag for the <html lang> attribute, number and date formatting. */
export const htmlLang: Record<SupportedLanguage, string> = {
  TY: 'vi',
  VI: 'vi',
  EN: 'en',
  CN: 'zh-CN',
  TH: 'th',
  ID: 'id',
};

let current: SupportedLanguage = readStoredLanguage();

export function readStoredLanguage(): SupportedLanguage {
  const stored = localStore.get(localKeys.locale);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function currentLanguage(): SupportedLanguage {
  return current;
}

/**
 * The cookie the server renders the first screen's language by
 * (server/src/http/site-shell.ts): the same name as the stored key.
 */
export const LANGUAGE_COOKIE = localKeys.locale;

/** Tells the server which language to render the next page load in. */
export function rememberLanguageCookie(code: SupportedLanguage) {
  if (Cookies.get(LANGUAGE_COOKIE) === code) return;
  Cookies.set(LANGUAGE_COOKIE, code, { expires: 365, path: '/', sameSite: 'lax' });
  // the documents the shell's service worker keeps are in the language before: the next page load asks the server
  forgetCachedShells();
}

/** The language stored by an earlier choice, or null when none was ever made. */
export function storedLanguageChoice(): SupportedLanguage | null {
  const stored = localStore.get(localKeys.locale);
  return isSupportedLanguage(stored) ? stored : null;
}

/** Stores the choice under both keys the platform reads (spec section 1), and in the cookie the server reads. */
export function storeLanguage(code: SupportedLanguage) {
  current = code;
  localStore.set(localKeys.locale, code);
  localStore.set(localKeys.hisLang, code);
  rememberLanguageCookie(code);
}

/** The language the page shows until a choice changes it (the server-rendered shell's, on hydration). */
export function showLanguageForNow(code: SupportedLanguage) {
  current = code;
}
