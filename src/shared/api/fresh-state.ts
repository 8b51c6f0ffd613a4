/**
 * The query options of a page that shows money or a state that changes
 * elsewhere (a withdrawal under review, a deposit order, a ticket waiting for
 * its draw): asked again when the page opens again and when its tab comes
 * back into focus (RTK Query's listeners run while a member is logged in,
 * features/live/start-live.ts), besides the live channel's events.
 */
export const FRESH_STATE = { refetchOnMountOrArgChange: true, refetchOnFocus: true } as const;
