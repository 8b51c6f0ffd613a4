/**
 * The query options of a page that shows money or a state that changes
 * elsewhere (a withdrawal under review, a deposit order, a ticket waiting for
 * its draw): asked again whenever the page opens again, not answered from
 * the cache of its last visit. While a member is logged in, the live
 * channel's events and a tab coming back into focus ask again for what is
 * shown too (features/live/start-live.ts).
 */
export const FRESH_STATE = { refetchOnMountOrArgChange: true } as const;
