import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The shell's own switches. The centres are modals (modals-slice.ts, centres.ts), not flags here. */
export interface MenusState {
  leftMenuMini: boolean;
  /** header and left menu on /seamless and /vnlottery, hidden unless shown */
  immersiveBarsShown: boolean;
  chat: { open: boolean; enlarged: boolean };
}

const initialState: MenusState = {
  leftMenuMini: false,
  immersiveBarsShown: false,
  chat: { open: false, enlarged: false },
};

export const menusSlice = createSlice({
  name: 'menus',
  initialState,
  reducers: {
    leftMenuModeToggled(state) {
      state.leftMenuMini = !state.leftMenuMini;
    },
    immersiveBarsToggled(state) {
      state.immersiveBarsShown = !state.immersiveBarsShown;
    },
    chatToggled(state, action: PayloadAction<boolean | undefined>) {
      state.chat.open = action.payload ?? !state.chat.open;
    },
    chatSizeToggled(state) {
      state.chat.enlarged = !state.chat.enlarged;
    },
  },
  selectors: {
    selectLeftMenuMini: (state) => state.leftMenuMini,
    selectImmersiveBarsShown: (state) => state.immersiveBarsShown,
    selectChat: (state) => state.chat,
  },
});

export const { leftMenuModeToggled, immersiveBarsToggled, chatToggled, chatSizeToggled } = menusSlice.actions;
export const { selectLeftMenuMini, selectImmersiveBarsShown, selectChat } = menusSlice.selectors;
