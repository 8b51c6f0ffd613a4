/** Where the console lives; every link inside it is relative to this. */
export const CONSOLE_BASE = '/operator';

/**
 * Addresses inside the console (relative to CONSOLE_BASE, as the router's
 * links take them). A file of their own, in the console's base: the staff
 * pages of every domain link to each other through it, and the registry of
 * pages (src/operator/pages.ts), which loads those pages, is not imported back.
 */
export const consolePaths = {
  signIn: '/sign-in',
  dashboard: '/',
  members: '/members',
  member: (memberId: number) => `/members/${memberId}`,
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  withdrawal: (id: number) => `/withdrawals/${id}`,
  applications: '/applications',
  application: (id: number) => `/applications/${id}`,
  promotions: '/promotions',
  promotionNew: '/promotions/new',
  promotion: (id: number) => `/promotions/${id}`,
  redemptions: '/point-redemptions',
  pointItems: '/point-items',
  excluded: '/protection/excluded',
  limitHits: '/protection/limit-hits',
  tickets: '/support/tickets',
  ticket: (id: number) => `/support/tickets/${id}`,
  news: '/news',
  audit: '/audit',
} as const;
