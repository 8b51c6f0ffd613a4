import type { ComponentType } from 'react';
import { DownloadIcon, HistoryIcon, HomeIcon, UsersIcon, WalletIcon } from '@/shared/components/icons';
import { depositOperatorApi } from '@/shared/contract/deposit-operator';
import { operatorApi, operatorRoles, type OperatorRole } from '@/shared/contract/operator';
import { withdrawOperatorApi } from '@/shared/contract/withdraw-operator';
import type operatorEn from '../../locales/operator/EN.json';

/** A page title: a key of `pages` in locales/operator/<code>.json. */
export type PageTitle = keyof (typeof operatorEn)['pages'];

/**
 * One page of the console. The navigation, the routes and the role checks
 * are all derived from `consolePages`: a new page is one entry here (and its
 * module under pages/).
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
    load: () => import('./pages/members/members-page'),
  },
  {
    path: 'members/:memberId',
    title: 'member',
    roles: rolesOf(operatorApi.operatorMember),
    load: () => import('./pages/members/member-page'),
  },
  {
    path: 'deposits',
    title: 'deposits',
    roles: rolesOf(depositOperatorApi.operatorDeposits),
    nav: { icon: DownloadIcon, shortcut: 'p' },
    load: () => import('./pages/deposits/deposits-page'),
  },
  {
    path: 'withdrawals',
    title: 'withdrawals',
    roles: rolesOf(withdrawOperatorApi.operatorWithdrawals),
    nav: { icon: WalletIcon, shortcut: 'w' },
    load: () => import('./pages/withdrawals/withdrawals-page'),
  },
  {
    path: 'withdrawals/:withdrawalId',
    title: 'withdrawal',
    roles: rolesOf(withdrawOperatorApi.operatorWithdrawal),
    load: () => import('./pages/withdrawals/withdrawal-page'),
  },
  {
    path: 'audit',
    title: 'audit',
    roles: rolesOf(operatorApi.operatorAudit),
    nav: { icon: HistoryIcon, shortcut: 'a' },
    load: () => import('./pages/audit/audit-page'),
  },
];

/** Where the console lives; every link inside it is relative to this. */
export const CONSOLE_BASE = '/operator';

/** Addresses inside the console (relative to CONSOLE_BASE, as the router's links take them). */
export const consolePaths = {
  signIn: '/sign-in',
  dashboard: '/',
  members: '/members',
  member: (memberId: number) => `/members/${memberId}`,
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  withdrawal: (id: number) => `/withdrawals/${id}`,
  audit: '/audit',
} as const;
