import type { ComponentType } from 'react';
import { AlertIcon, DownloadIcon, FileIcon, GiftIcon, HeadsetIcon, HistoryIcon, HomeIcon, LockIcon, StarIcon, UsersIcon, WalletIcon } from '@/shared/components/icons';
import { MessageIcon } from '@/shared/components/more-icons';
import { chatOperatorApi } from '@/shared/contract/chat-operator';
import { depositOperatorApi } from '@/shared/contract/deposit-operator';
import { missionsOperatorApi } from '@/shared/contract/missions-operator';
import { messagesOperatorApi } from '@/shared/contract/messages-operator';
import { operatorApi, operatorRoles, type OperatorRole } from '@/shared/contract/operator';
import { pointsOperatorApi } from '@/shared/contract/points-operator';
import { promotionsOperatorApi } from '@/shared/contract/promotions-operator';
import { protectionOperatorApi } from '@/shared/contract/protection-operator';
import { supportOperatorApi } from '@/shared/contract/support-operator';
import { withdrawOperatorApi } from '@/shared/contract/withdraw-operator';
import type operatorEn from '../../locales/operator/EN.json';

/** A page title: a key of `pages` in locales/operator/<code>.json. */
export type PageTitle = keyof (typeof operatorEn)['pages'];

/**
 * One page of the console. The navigation, the routes and the role checks
 * are all derived from `consolePages`: a new staff page is one folder (its
 * domain's `features/<domain>/console/`, or `pages/` here for the console's
 * own) and one entry here. Its address goes in `consolePaths`
 * (shared/console/console-paths.ts) when other pages link to it.
 */
export interface ConsolePage {
  /** the address under /operator ('' is the dashboard); `:name` marks a parameter */
  path: string;
  /** its title in the navigation, the page header and the window title */
  title: PageTitle;
  /** who may open it: the roles of the call it shows (`rolesOf`), so the console offers only what the server allows */
  roles: readonly OperatorRole[];
  /** listed in the navigation with its icon and its shortcut (`g` then the key); detail pages leave it out */
  nav?: { icon: ComponentType<{ size?: number }>; shortcut?: string };
  /** the page's module, loaded on the first visit; its default export is the page */
  load: () => Promise<{ default: ComponentType }>;
}

/** The roles of an operator call (any signed-in operator for a call without roles). */
export const rolesOf = (call: { roles: readonly OperatorRole[] | null }): readonly OperatorRole[] => call.roles ?? operatorRoles;

export const consolePages: readonly ConsolePage[] = [
  {
    path: '',
    title: 'dashboard',
    roles: rolesOf(operatorApi.operatorDashboard),
    nav: { icon: HomeIcon, shortcut: 'd' },
    load: () => import('./pages/dashboard/dashboard-page'),
  },
  {
    path: 'members',
    title: 'members',
    roles: rolesOf(operatorApi.operatorMembers),
    nav: { icon: UsersIcon, shortcut: 'm' },
    load: () => import('@/features/account/console/members-page'),
  },
  {
    path: 'members/:memberId',
    title: 'member',
    roles: rolesOf(operatorApi.operatorMember),
    load: () => import('@/features/account/console/member-page'),
  },
  {
    path: 'deposits',
    title: 'deposits',
    roles: rolesOf(depositOperatorApi.operatorDeposits),
    nav: { icon: DownloadIcon, shortcut: 'p' },
    load: () => import('@/features/deposit/console/deposits-page'),
  },
  {
    path: 'withdrawals',
    title: 'withdrawals',
    roles: rolesOf(withdrawOperatorApi.operatorWithdrawals),
    nav: { icon: WalletIcon, shortcut: 'w' },
    load: () => import('@/features/withdraw/console/withdrawals-page'),
  },
  {
    path: 'withdrawals/:withdrawalId',
    title: 'withdrawal',
    roles: rolesOf(withdrawOperatorApi.operatorWithdrawal),
    load: () => import('@/features/withdraw/console/withdrawal-page'),
  },
  {
    path: 'applications',
    title: 'applications',
    roles: rolesOf(promotionsOperatorApi.operatorApplications),
    nav: { icon: FileIcon, shortcut: 'r' },
    load: () => import('@/features/promotions/console/applications-page'),
  },
  {
    path: 'applications/:applicationId',
    title: 'application',
    roles: rolesOf(promotionsOperatorApi.operatorApplication),
    load: () => import('@/features/promotions/console/application-page'),
  },
  {
    path: 'promotions',
    title: 'promotions',
    roles: rolesOf(promotionsOperatorApi.operatorPromotions),
    nav: { icon: GiftIcon, shortcut: 'o' },
    load: () => import('@/features/promotions/console/promotions-list-page'),
  },
  {
    path: 'promotions/:promotionId',
    title: 'promotion',
    roles: rolesOf(promotionsOperatorApi.operatorPromotion),
    load: () => import('@/features/promotions/console/promotion-editor-page'),
  },
  {
    path: 'point-redemptions',
    title: 'redemptions',
    roles: rolesOf(pointsOperatorApi.operatorPointRedemptions),
    nav: { icon: WalletIcon, shortcut: 'x' },
    load: () => import('@/features/points/console/redemptions-page'),
  },
  {
    path: 'point-items',
    title: 'pointItems',
    roles: rolesOf(pointsOperatorApi.operatorPointItems),
    nav: { icon: StarIcon, shortcut: 'c' },
    load: () => import('@/features/points/console/point-items-page'),
  },
  {
    path: 'missions',
    title: 'missions',
    roles: rolesOf(missionsOperatorApi.operatorMissions),
    nav: { icon: GiftIcon },
    load: () => import('@/features/missions/console/missions-page'),
  },
  {
    path: 'messages',
    title: 'messages',
    roles: rolesOf(messagesOperatorApi.operatorMessages),
    nav: { icon: MessageIcon, shortcut: 'i' },
    load: () => import('@/features/messages/console/messages-page'),
  },
  {
    path: 'protection/excluded',
    title: 'excluded',
    roles: rolesOf(protectionOperatorApi.operatorExcludedMembers),
    nav: { icon: LockIcon, shortcut: 'e' },
    load: () => import('@/features/protection/console/excluded-page'),
  },
  {
    path: 'protection/limit-hits',
    title: 'limitHits',
    roles: rolesOf(protectionOperatorApi.operatorLimitHits),
    nav: { icon: AlertIcon, shortcut: 'l' },
    load: () => import('@/features/protection/console/limit-hits-page'),
  },
  {
    path: 'protection/brand-rules',
    title: 'brandRules',
    roles: rolesOf(protectionOperatorApi.operatorBrandRules),
    nav: { icon: LockIcon },
    load: () => import('@/features/protection/console/brand-rules-page'),
  },
  {
    path: 'support/tickets',
    title: 'tickets',
    roles: rolesOf(supportOperatorApi.operatorTickets),
    nav: { icon: HeadsetIcon, shortcut: 't' },
    load: () => import('@/features/support/console/tickets-page'),
  },
  {
    path: 'support/tickets/:ticketId',
    title: 'ticket',
    roles: rolesOf(supportOperatorApi.operatorTicket),
    load: () => import('@/features/support/console/ticket-page'),
  },
  {
    path: 'news',
    title: 'news',
    roles: rolesOf(supportOperatorApi.operatorNews),
    nav: { icon: FileIcon, shortcut: 'n' },
    load: () => import('@/features/support/console/news-page'),
  },
  {
    path: 'chat',
    title: 'chat',
    roles: rolesOf(chatOperatorApi.operatorChatInbox),
    nav: { icon: HeadsetIcon, shortcut: 'h' },
    load: () => import('@/features/chat/console/chat-inbox-page'),
  },
  {
    path: 'audit',
    title: 'audit',
    roles: rolesOf(operatorApi.operatorAudit),
    nav: { icon: HistoryIcon, shortcut: 'a' },
    load: () => import('./pages/audit/audit-page'),
  },
];
