import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OperatorProfile } from '@/shared/contract/operator';
import { consoleToken } from './token-storage';

export interface ConsoleSessionState {
  token: string | null;
  /** who is signed in, once the sign-in or `operatorMe` answered */
  operator: OperatorProfile | null;
  /** why the last session ended, shown on the sign-in page */
  ended: 'signedOut' | 'expired' | null;
}

export function initialSession(): ConsoleSessionState {
  return { token: consoleToken.get(), operator: null, ended: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; operator: OperatorProfile }>) {
      state.token = action.payload.token;
      state.operator = action.payload.operator;
      state.ended = null;
    },
    /** another tab of the console handed its session over; who it is comes with `operatorMe` */
    tokenShared(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.operator = null;
      state.ended = null;
    },
    operatorLoaded(state, action: PayloadAction<OperatorProfile>) {
      state.operator = action.payload;
    },
    signedOut(state, action: PayloadAction<'signedOut' | 'expired'>) {
      state.token = null;
      state.operator = null;
      state.ended = action.payload;
    },
  },
});

export const { signedIn, tokenShared, operatorLoaded, signedOut } = sessionSlice.actions;
