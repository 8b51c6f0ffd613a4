import { localKeys, localStore } from '@/shared/lib/storage';

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

/** Stores the choice under both keys the platform reads (spec section 1). */
export function storeLanguage(code: SupportedLanguage) {
  current = code;
  localStore.set(localKeys.locale, code);
  localStore.set(localKeys.hisLang, code);
}
