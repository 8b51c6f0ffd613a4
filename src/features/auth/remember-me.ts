import Cookies from 'js-cookie';

/** Remember-me keeps the username for 24 hours; never a password. */
export const REMEMBER_DAYS = 1;
export const rememberCookies = {
  lastUser: 'lastUser',
  loginRemember: 'loginRemember',
  loginTypeSms: 'loginTypeSms',
} as const;

const options = { expires: REMEMBER_DAYS, sameSite: 'strict' as const, secure: window.location.protocol === 'https:' };

export function readRememberedUser(): string | null {
  return Cookies.get(rememberCookies.loginRemember) === '1' ? (Cookies.get(rememberCookies.lastUser) ?? null) : null;
}

export function rememberUser(username: string) {
  Cookies.set(rememberCookies.lastUser, username, options);
  Cookies.set(rememberCookies.loginRemember, '1', options);
}

export function forgetUser() {
  Cookies.remove(rememberCookies.lastUser);
  Cookies.remove(rememberCookies.loginRemember);
  Cookies.remove(rememberCookies.loginTypeSms);
}
