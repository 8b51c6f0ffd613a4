import { createListenerMiddleware, isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { isApiErrorData } from '@/shared/api/api-error';
import { coreApi } from '@/shared/api/core-api';
import { env } from '@/shared/config/env';
import { changeLanguage } from '@/shared/i18n/i18n';
import { broadcastSession } from '@/shared/lib/session-channel';
import { sessionKeys, sessionStore, localKeys, localStore } from '@/shared/lib/storage';
import { accessRefusal, modalAccess } from './access';
import { allModalsClosed, modalClosed, modalOpened, waitingModalsDropped } from './modals-slice';
import { chatToggled } from './menus-slice';
import { languageChanged, themeChanged } from './preferences-slice';
import { userLoggedIn, userLoggedOut } from './session-slice';
import { toastShown } from './toasts-slice';
import type { AppDispatch, RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();
const startAppListening = listenerMiddleware.startListening as TypedStartListening<RootState, AppDispatch>;

export function applyTheme(theme: 'light' | 'dark') {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/**
 * The session storage keys of the specification (isAgent, account,
 * customerId, memberLabel) are written here and only here, whenever the
 * member info enters the cache: fetched, or written by a login.
 */
startAppListening({
  matcher: coreApi.endpoints.memberInfo.matchFulfilled,
  effect: (action) => {
    const user = action.payload;
    sessionStore.set(sessionKeys.isAgent, String(user.isAgent));
    sessionStore.set(sessionKeys.account, user.account);
    sessionStore.set(sessionKeys.customerId, user.customerId);
    sessionStore.set(sessionKeys.memberLabel, JSON.stringify(user.memberLabel));
  },
});

/**
 * A login (password, code, free play, social, link, new-network check,
 * registration with login) answers with the member info: it goes into the
 * cache as it is, so nobody asks for it again. A session taken from another
 * tab has none, and the member info is fetched.
 */
startAppListening({
  actionCreator: userLoggedIn,
  effect: (action, api) => {
    sessionStore.set(sessionKeys.token, action.payload.token);
    const { user } = action.payload;
    if (user) void api.dispatch(coreApi.util.upsertQueryData('memberInfo', undefined, user));
    api.dispatch(baseApi.util.invalidateTags(user ? ['Balance', 'HomeNotice'] : ['Member', 'Balance', 'HomeNotice']));
  },
});

startAppListening({
  actionCreator: userLoggedOut,
  effect: (_action, api) => {
    const popupShown = sessionStore.get(sessionKeys.homePopupShown);
    sessionStore.clear();
    sessionStore.set(sessionKeys.merchant, env.VITE_MERCHANT_CODE);
    // the announcements were seen in this browser session: a logout does not show them again
    if (popupShown) sessionStore.set(sessionKeys.homePopupShown, popupShown);
    broadcastSession({ type: 'logout' });
    api.dispatch(waitingModalsDropped());
    api.dispatch(allModalsClosed());
    api.dispatch(chatToggled(false));
    api.dispatch(baseApi.util.resetApiState());
  },
});

startAppListening({
  actionCreator: themeChanged,
  effect: (action) => {
    localStore.set(localKeys.theme, action.payload);
    applyTheme(action.payload);
  },
});

startAppListening({
  actionCreator: languageChanged,
  effect: async (action, api) => {
    await changeLanguage(action.payload);
    // banners, announcements, promotions and the help centre come in the request's Language: fetch them again
    api.dispatch(baseApi.util.invalidateTags(['Content']));
    if (api.getState().session.token) {
      void api.dispatch(coreApi.endpoints.updateLanguage.initiate({ language: action.payload }));
    }
  },
});

/**
 * Failed calls are handled here, once: no answer shows 'network link
 * abnormal'; a 401 ends the session and opens the login popup; a failed
 * query shows the server's message. Mutations show their own errors in
 * their forms (field errors belong under the fields).
 */
startAppListening({
  matcher: isRejectedWithValue,
  effect: (action, api) => {
    const error = action.payload;
    if (!isApiErrorData(error)) return;
    const meta = action.meta as { arg?: { type?: string; endpointName?: string } };
    if (error.kind === 'network') {
      api.dispatch(toastShown({ tone: 'error', key: 'errors.network', text: null }));
      return;
    }
    if (error.code === 'UNAUTHORIZED') {
      if (api.getState().session.token) {
        api.dispatch(userLoggedOut());
        api.dispatch(toastShown({ tone: 'error', key: 'errors.notLoggedIn', text: null }));
      }
      // a login link that is used, expired or from elsewhere: say so over the login popup
      if ((error.value as { reason?: unknown } | null)?.reason === 'loginLinkInvalid') {
        api.dispatch(toastShown({ tone: 'error', key: 'errors.loginLinkInvalid', text: null }));
      }
      api.dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
      return;
    }
    if (error.code === 'RATE_LIMITED') {
      api.dispatch(toastShown({ tone: 'error', key: 'errors.rateLimited', text: null }));
      return;
    }
    if (error.kind === 'contract') {
      api.dispatch(toastShown({ tone: 'error', key: 'errors.unknown', text: null }));
      return;
    }
    // refused to a free-play guest: an action the player took (a launch, a bet, a favourite) opens the
    // real-account dialog; a list the page asked for by itself says nothing (the player asked for nothing)
    if ((error.value as { reason?: unknown } | null)?.reason === 'guestRefused') {
      if (meta.arg?.type === 'mutation') api.dispatch(modalOpened({ name: 'needRealAccount' }));
      return;
    }
    if (meta.arg?.type === 'query' && meta.arg.endpointName !== 'systemStatus') {
      api.dispatch(toastShown({ tone: 'error', key: null, text: error.message }));
    }
  },
});

/**
 * Access to the centres and chat (spec sections 5 and 6), checked once, as
 * they open, by the one rule of access.ts: a refused centre leaves the stack
 * at once (before anything draws it) and the refusal opens instead.
 */
startAppListening({
  predicate: (action) =>
    (modalOpened.match(action) && modalAccess[action.payload.name] !== undefined) ||
    (chatToggled.match(action) && action.payload !== false),
  effect: (action, api) => {
    const guarded = modalOpened.match(action) ? action.payload.name : null;
    const refusal = accessRefusal(api.getState(), guarded ? (modalAccess[guarded] ?? 'realAccount') : 'realAccount');
    if (!refusal) return;
    api.dispatch(guarded ? modalClosed(guarded) : chatToggled(false));
    api.dispatch(modalOpened(refusal));
  },
});
