import { createSlice } from '@reduxjs/toolkit';

export interface WalletState {
  /** the player hid the balance (shown as ***) */
  balanceHidden: boolean;
}

const initialState: WalletState = { balanceHidden: false };

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    balanceVisibilityToggled(state) {
      state.balanceHidden = !state.balanceHidden;
    },
  },
  selectors: {
    selectBalanceHidden: (state) => state.balanceHidden,
  },
});

export const { balanceVisibilityToggled } = walletSlice.actions;
export const { selectBalanceHidden } = walletSlice.selectors;
