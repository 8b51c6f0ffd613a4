import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modals-slice';
import { useCompleteLogin } from './use-complete-login';

/** Where index.html's first script leaves the secrets it took out of the address (read once). */
export const ADDRESS_SECRETS_KEY = 'addressSecrets';
/** The parameters that carry secrets: removed from the address before anything loads. */
export const SECRET_PARAMS = ['loginCode', 'token', 'resetToken'] as const;

type Secrets = Partial<Record<(typeof SECRET_PARAMS)[number], string>>;

/** The secrets index.html stashed, merged with any still in the address (tests, or a script that did not run). */
function takeSecrets(search: string): { secrets: Secrets; rest: URLSearchParams; inAddress: boolean } {
  let secrets: Secrets = {};
  try {
    const stashed = sessionStorage.getItem(ADDRESS_SECRETS_KEY);
    sessionStorage.removeItem(ADDRESS_SECRETS_KEY);
    if (stashed) secrets = JSON.parse(stashed) as Secrets;
  } catch {
    // storage refused: only the address is read
  }
  const rest = new URLSearchParams(search);
  let inAddress = false;
  for (const name of SECRET_PARAMS) {
    const value = rest.get(name);
    if (value === null) continue;
    secrets[name] = value;
    rest.delete(name);
    inAddress = true;
  }
  return { secrets, rest, inAddress };
}

/**
 * Identity actions carried by the address. `?loginCode=` is a login handed
 * over by another site of the brand: a single-use code, exchanged for a
 * session by a call (never a session token in an address: `?token=` is
 * dropped and logs nobody in). `?resetToken=` opens the e-mailed password
 * reset. index.html's first script removes them from the address before
 * anything else loads, so they reach no history entry and no Referer.
 */
export function IdentityUrlActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  // a code opens a session once: an effect that runs again must not try it a second time
  const exchanged = useRef(new Set<string>());

  useEffect(() => {
    const { secrets, rest, inAddress } = takeSecrets(location.search);
    if (inAddress) {
      const search = rest.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
    const code = secrets.loginCode;
    if (code && !exchanged.current.has(code)) {
      exchanged.current.add(code);
      // the exchange loads only when an address carries a code
      void import('./link-login')
        .then(({ exchangeLoginLink }) => exchangeLoginLink(dispatch, code))
        .then((result) => result && completeLogin(result, 'link'));
    }
    if (secrets.resetToken) dispatch(modalOpened({ name: 'resetPassword', options: { token: secrets.resetToken } }));
  }, [location.search, location.pathname, navigate, dispatch, completeLogin]);
  return null;
}
