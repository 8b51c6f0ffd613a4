import { withCentreTexts } from '@/features/centres/centre-texts';
import { subPage, switchedBy, type CentreRegistry } from './centre-registry';

/*
 * The centre registry: every page of the member and agent centres, in the
 * order of their menus, mapped to the feature module that draws it. It is
 * the one list of pages: the page types (`MemberCentrePage`,
 * `AgentCentrePage` in shared/store/centres.ts) are its keys, so a page that
 * is not here cannot be opened. A feature that builds a page replaces its
 * `comingSoon` with its module, and nothing else:
 *
 *   depositv2: () => import('@/features/wallet/deposit-page'),
 *
 * The module exports the page as `Component`; its title is the locale key
 * `memberCentre.<page>` or `agentCentre.<page>`. A member centre page's
 * loader also waits for the centre's texts (`withCentreTexts`, the `centre`
 * namespace), which its keys are looked up in.
 */

/** The personal centre menu of spec section 2, then the sub-pages the header opens. Default page: securityCenter. */
export const memberCentrePages = {
  securityCenter: withCentreTexts(() => import('@/features/account/security-center-page')),
  responsibleGaming: withCentreTexts(() => import('@/features/protection/responsible-gaming-page')),
  transferFund: withCentreTexts(() => import('@/features/wallet/transfer-fund-page')),
  depositv2: withCentreTexts(() => import('@/features/deposit/deposit-page')),
  withdraw: withCentreTexts(() => import('@/features/withdraw/withdraw-page')),
  transferUpline: withCentreTexts(() => import('@/features/withdraw/transfer-upline-page')),
  personalHistoryCopy: withCentreTexts(() => import('@/features/records/betting-record-page')),
  transactionHistory: withCentreTexts(() => import('@/features/records/account-record-page')),
  personalProfit: withCentreTexts(() => import('@/features/records/profit-loss-page')),
  creditReport: withCentreTexts(() => import('@/features/records/credit-report-page')),
  bonusDetails: withCentreTexts(() => import('@/features/records/bonus-details-page')),
  rewardCenter: withCentreTexts(() => import('@/features/promotions/reward-centre-page')),
  referral: withCentreTexts(() => import('@/features/referral/referral-page')),
  missionLeaderboard: withCentreTexts(() => import('@/features/missions/missions-page')),
  messageV2: withCentreTexts(() => import('@/features/messages/messages-page')),
  manualRebate: withCentreTexts(() => import('@/features/promotions/manual-rebate-page')),
  // the spec's support ticket/complaint form and feedback
  supportTickets: withCentreTexts(() => import('@/features/support/tickets-page')),
  feedback: withCentreTexts(() => import('@/features/support/feedback-page')),
  // the avatar's edit button and the VIP label of the header's account menu
  profile: subPage(withCentreTexts(() => import('@/features/account/profile-page'))),
  playerRank: subPage(withCentreTexts(() => import('@/features/account/player-rank-page'))),
  // the security centre's items
  authenticator: subPage(withCentreTexts(() => import('@/features/account/authenticator-page'))),
  loginHistory: subPage(withCentreTexts(() => import('@/features/account/login-history-page'))),
  paymentPassword: subPage(withCentreTexts(() => import('@/features/withdraw/payment-password-page'))),
  bankCards: subPage(withCentreTexts(() => import('@/features/withdraw/bank-cards-page'))),
} satisfies CentreRegistry;

/** The agent centre of spec section 2, in its order; the last four follow their switch. Default page: agentTeamOverview. */
export const agentCentrePages = {
  agentAnnouncement: () => import('@/features/agent/announcement-page'),
  agentTeamOverview: () => import('@/features/agent/team-overview-page'),
  agentRegister: () => import('@/features/agent/register-page'),
  agentTeamManagement: () => import('@/features/agent/team-management-page'),
  agentTeamBetting: () => import('@/features/agent/team-betting-page'),
  agentUserLoss: () => import('@/features/agent/user-loss-page'),
  agentIncome: () => import('@/features/agent/income-page'),
  agentAccountDetails: () => import('@/features/agent/account-details-page'),
  agentDividend: switchedBy('enableCt', () => import('@/features/agent/dividend-page')),
  agentDailyWages: switchedBy('salary', () => import('@/features/agent/daily-wages-page')),
  agentHourlySalary: switchedBy('hourSalary', () => import('@/features/agent/hourly-salary-page')),
  agentRealtimeSalary: switchedBy('agentRealtimeSalary', () => import('@/features/agent/realtime-salary-page')),
} satisfies CentreRegistry;

export const memberCentreDefaultPage = 'securityCenter' satisfies keyof typeof memberCentrePages;
export const agentCentreDefaultPage = 'agentTeamOverview' satisfies keyof typeof agentCentrePages;

declare module '@/shared/store/centres' {
  interface CentrePageRegistry {
    member: typeof memberCentrePages;
    agent: typeof agentCentrePages;
  }
}
