import { type LoginResponse, LOGIN_CODE_PATTERN } from '@/shared/contract/session';
import type { AppDispatch } from '@/shared/store/store';
import { authApi } from './auth-api';

/**
 * A login handed over by a link (`?loginCode=`): the code is exchanged for a
 * session by a call. Loaded only when an address carries a code, so
 * nobody else's first screen pays for it. Null for a malformed code and for
 * a dead link (used, expired, from elsewhere): the failure
 * listener then says why, over the login popup.
 */
export async function exchangeLoginLink(dispatch: AppDispatch, code: string): Promise<LoginResponse | null> {
  if (!LOGIN_CODE_PATTERN.test(code)) return null;
  return dispatch(authApi.endpoints.loginLinkExchange.initiate({ code }))
    .unwrap()
    .catch(() => null);
}
