import Cookies from 'js-cookie';

/** Remember-me keeps the username (or the mobile number) for 24 hours; never a password. */
export const REMEMBER_DAYS = 1;
export const rememberCookies = {
  lastUser: 'lastUser',
  loginRemember: 'loginRemember',
  loginTypeSms: 'loginTypeSms',
} as const;

const options = () => ({ expires: REMEMBER_DAYS, sameSite: 'strict' as const, secure: window.location.protocol === 'https:' });

export function readRememberedUser(): string | null {
  return Cookies.get(rememberCookies.loginRemember) === '1' ? (Cookies.get(rememberCookies.lastUser) ?? null) : null;
}

export interface RememberedMobile {
  mobileNum: string;
  countryDialingCode: string;
}

export function readRememberedMobile(): RememberedMobile | null {
  if (Cookies.get(rememberCookies.loginRemember) !== '1') return null;
  const raw = Cookies.get(rememberCookies.loginTypeSms);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedMobile>;
    return typeof value.mobileNum === 'string' && typeof value.countryDialingCode === 'string'
      ? { mobileNum: value.mobileNum, countryDialingCode: value.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

export function rememberUser(username: string) {
  Cookies.set(rememberCookies.lastUser, username, options());
  Cookies.set(rememberCookies.loginRemember, '1', options());
  Cookies.remove(rememberCookies.loginTypeSms);
}

/** The mobile login type: the number and its dialing code, nothing else. */
export function rememberMobile(mobile: RememberedMobile) {
  Cookies.set(rememberCookies.loginTypeSms, JSON.stringify(mobile), options());
  Cookies.set(rememberCookies.loginRemember, '1', options());
}

export function forgetUser() {
  Cookies.remove(rememberCookies.lastUser);
  Cookies.remove(rememberCookies.loginRemember);
  Cookies.remove(rememberCookies.loginTypeSms);
}
