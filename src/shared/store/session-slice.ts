import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { coreApi } from '@/shared/api/core-api';
import type { MemberInfo } from '@/shared/contract/member';
import { isAgentType, isGuestType } from '@/shared/contract/member-rules';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import type { RootState } from './store';

/**
 * The session is client state: the token, nothing else. Who is logged in is
 * server data and lives in RTK Query's cache (`memberInfo`); a login answer
 * that carries it writes it there (listeners.ts) instead of a copy here.
 */
export interface SessionState {
  token: string | null;
}

export function readStoredSession(): SessionState {
  return { token: sessionStore.get(sessionKeys.token) };
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** `user`: the member info the login answered with, when it did (written into the query cache, not kept here) */
    userLoggedIn(state, action: PayloadAction<{ token: string; user?: MemberInfo | null }>) {
      state.token = action.payload.token;
    },
    userLoggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { userLoggedIn, userLoggedOut } = sessionSlice.actions;
export const { selectToken, selectIsLoggedIn } = sessionSlice.selectors;

const selectMemberInfoResult = coreApi.endpoints.memberInfo.select();

/** The logged-in member (the `memberInfo` query's data), or null for a visitor or until it has loaded. */
export const selectMemberInfo = (state: RootState): MemberInfo | null =>
  state.session.token === null ? null : (selectMemberInfoResult(state).data ?? null);

/** A free-play guest (isAgent 4). */
export const selectIsGuest = (state: RootState): boolean => {
  const member = selectMemberInfo(state);
  return member !== null && isGuestType(member.isAgent);
};

/** An agent (isAgent 1, 2, 41 or 42): the agent centre opens. */
export const selectIsAgent = (state: RootState): boolean => {
  const member = selectMemberInfo(state);
  return member !== null && isAgentType(member.isAgent);
};

/**
 * A session known to be a real account (not a visitor, not a free-play
 * guest): the member centre and member-only lists open. Until the member info
 * is in, the session could still be a guest's (a reload, a session taken from
 * another tab), and member-only lists wait rather than ask.
 */
export const selectHasRealAccount = (state: RootState): boolean => {
  const member = selectMemberInfo(state);
  return member !== null && !isGuestType(member.isAgent);
};
