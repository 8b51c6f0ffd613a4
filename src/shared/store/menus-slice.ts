import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type MemberCentrePage =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messageV2'
  | 'manualRebate'
  | 'profile'
  | 'playerRank';

export type AgentCentrePage =
  | 'agentAnnouncement'
  | 'agentTeamOverview'
  | 'agentRegister'
  | 'agentTeamManagement'
  | 'agentTeamBetting'
  | 'agentUserLoss'
  | 'agentIncome'
  | 'agentAccountDetails'
  | 'agentDividend'
  | 'agentDailyWages'
  | 'agentHourlySalary'
  | 'agentRealtimeSalary';

export interface MenusState {
  leftMenuMini: boolean;
  /** header and left menu on /seamless and /vnlottery, hidden unless shown */
  immersiveBarsShown: boolean;
  chat: { open: boolean; enlarged: boolean };
  memberCentre: { open: boolean; page: MemberCentrePage };
  agentCentre: { open: boolean; page: AgentCentrePage };
}

const initialState: MenusState = {
  leftMenuMini: false,
  immersiveBarsShown: false,
  chat: { open: false, enlarged: false },
  memberCentre: { open: false, page: 'securityCenter' },
  agentCentre: { open: false, page: 'agentTeamOverview' },
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
    memberCentreOpened(state, action: PayloadAction<MemberCentrePage | undefined>) {
      state.memberCentre = { open: true, page: action.payload ?? 'securityCenter' };
    },
    memberCentreClosed(state) {
      state.memberCentre.open = false;
    },
    agentCentreOpened(state, action: PayloadAction<AgentCentrePage | undefined>) {
      state.agentCentre = { open: true, page: action.payload ?? 'agentTeamOverview' };
    },
    agentCentreClosed(state) {
      state.agentCentre.open = false;
    },
    centresClosed(state) {
      state.memberCentre.open = false;
      state.agentCentre.open = false;
      state.chat.open = false;
    },
  },
  selectors: {
    selectLeftMenuMini: (state) => state.leftMenuMini,
    selectImmersiveBarsShown: (state) => state.immersiveBarsShown,
    selectChat: (state) => state.chat,
    selectMemberCentre: (state) => state.memberCentre,
    selectAgentCentre: (state) => state.agentCentre,
  },
});

export const {
  leftMenuModeToggled,
  immersiveBarsToggled,
  chatToggled,
  chatSizeToggled,
  memberCentreOpened,
  memberCentreClosed,
  agentCentreOpened,
  agentCentreClosed,
  centresClosed,
} = menusSlice.actions;
export const { selectLeftMenuMini, selectImmersiveBarsShown, selectChat, selectMemberCentre, selectAgentCentre } =
  menusSlice.selectors;
