/**
 * Names of everything the site keeps in the browser. Session storage holds the
 * session (token and who is logged in); local storage holds preferences. No
 * password is ever stored anywhere.
 */
export const sessionKeys = {
  token: 'token',
  isAgent: 'isAgent',
  account: 'account',
  merchant: 'merchant',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  /** The home popup announcements opened once in this browser session; survives a logout. */
  homePopupShown: 'homePopupShown',
} as const;

export const localKeys = {
  theme: 'theme',
  locale: 'locale',
  hisLang: 'hisLang',
  chunkReload: 'chunkReloadAt',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // storage may be unavailable (private mode, blocked cookies)
    return fallback;
  }
}

export const sessionStore = {
  get: (key: string) => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.sessionStorage.removeItem(key), undefined),
  clear: () => safe(() => window.sessionStorage.clear(), undefined),
};

export const localStore = {
  get: (key: string) => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => window.localStorage.removeItem(key), undefined),
};
