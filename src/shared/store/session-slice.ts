import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@/shared/contract/member';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';

/** Agent types that may open the agent centre (spec section 6). */
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
/** The free-play guest account type. */
export const GUEST_TYPE = 4;

export interface SessionState {
  token: string | null;
  user: MemberInfo | null;
}

export function readStoredSession(): SessionState {
  return { token: sessionStore.get(sessionKeys.token), user: null };
}

const initialState: SessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userLoggedIn(state, action: PayloadAction<{ token: string; user: MemberInfo | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    memberInfoLoaded(state, action: PayloadAction<MemberInfo>) {
      state.user = action.payload;
    },
    userLoggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectUser: (state) => state.user,
    selectIsGuest: (state) => state.user?.isAgent === GUEST_TYPE,
    selectCanOpenAgentCentre: (state) =>
      state.user !== null && (AGENT_CENTRE_TYPES as readonly number[]).includes(state.user.isAgent),
    selectCanOpenMemberCentre: (state) => state.token !== null && state.user?.isAgent !== GUEST_TYPE,
  },
});

export const { userLoggedIn, memberInfoLoaded, userLoggedOut } = sessionSlice.actions;
export const {
  selectToken,
  selectIsLoggedIn,
  selectUser,
  selectIsGuest,
  selectCanOpenAgentCentre,
  selectCanOpenMemberCentre,
} = sessionSlice.selectors;
