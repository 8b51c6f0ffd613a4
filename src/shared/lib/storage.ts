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
  /** a random id of this browser, sent as the `Device` header: one person's once-only gifts are one device's */
  device: 'device',
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

/** This browser's device id (random, made once, kept in local storage; a fresh one per call where storage is blocked). */
export function deviceId(): string {
  const kept = localStore.get(localKeys.device);
  if (kept && /^[A-Za-z0-9-]{16,64}$/.test(kept)) return kept;
  const made = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
  localStore.set(localKeys.device, made);
  return made;
}
