import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoginResponse } from '@/shared/contract/session';
import { paths } from '@/shared/config/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { allModalsClosed, modalOpened } from '@/shared/store/modals-slice';
import { userLoggedIn } from '@/shared/store/session-slice';
import { isModuleEnabled, selectSystemStatus } from '@/shared/store/system-status';
import { toastShown } from '@/shared/store/toasts-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { formatDateTime } from '@/shared/lib/format-date';

/** The password an agent hands out by default (spec section 9): the player must replace it. */
export const DEFAULT_PASSWORD = '{secret}';

export type LoginKind = 'username' | 'sms' | 'firebase' | 'guest' | 'link';

/** Whether the brand forces a password change (setting and FORCECHANGEPASS module). */
export function useForceChangeOn(): boolean {
  const status = useAppSelector(selectSystemStatus);
  return (status?.info.settings.forcePasswordChange ?? false) && isModuleEnabled(status, 'FORCECHANGEPASS');
}

/**
 * What every successful login does (spec section 4): store the session,
 * close the dialogs, go to /, then either ask for a new password (default
 * password, first login or expired password with enforcement on; never for
 * sms, identity-service or guest logins) or load the login info.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const force = useForceChangeOn();
  const { t } = useTranslation();
  // the plain formatter: the login's code is on the first screen (links that log in), the hook's set is not
  const language = useAppSelector(selectLanguage);
  return (result: LoginResponse, kind: LoginKind, typedPassword?: string) => {
    dispatch(userLoggedIn({ token: result.token, user: result.user }));
    // the previous login, as a safety check: a login the player does not recognise is a reason to act
    const previous = result.user.previousLoginAt;
    if (previous && kind !== 'guest') {
      dispatch(toastShown({ tone: 'info', key: null, text: t('session.lastLogin', { time: formatDateTime(previous, language) }) }));
    }
    dispatch(allModalsClosed());
    void navigate(paths.home.href());
    const passwordLogin = kind === 'username';
    const mustChange =
      passwordLogin &&
      (typedPassword === DEFAULT_PASSWORD || (force && (result.firstTimeLogin || result.passwordExpired)));
    if (mustChange) {
      dispatch(
        modalOpened({
          name: 'changePassword',
          options: { forced: true, reason: result.passwordExpired ? 'expired' : 'firstLogin' },
        }),
      );
    }
    // otherwise the login info (member info) loads by itself: userLoggedIn invalidated it
  };
}
