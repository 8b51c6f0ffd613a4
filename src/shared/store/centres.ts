import { modalOpened } from './modals-slice';

/**
 * Where the pages of the member and agent centres are registered. The app's
 * registry (`src/app/centre-pages.ts`) is the one list of pages: it maps each
 * page to its lazily loaded component and registers its own type here,
 *
 *   declare module '@/shared/store/centres' {
 *     interface CentrePageRegistry { member: typeof memberCentrePages; agent: typeof agentCentrePages }
 *   }
 *
 * so the page unions below are the registry's keys, and opening a page that
 * is not in it does not compile. (The registry is in the app because it
 * names the features that own the pages; shared code cannot import it.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the app's declaration merging
export interface CentrePageRegistry {}

type PagesOf<C extends string> = CentrePageRegistry extends { [K in C]: infer Pages } ? Extract<keyof Pages, string> : never;

/** A page of the member centre (the spec's 14 entries, and the sub-pages the header opens). */
export type MemberCentrePage = PagesOf<'member'>;
/** A page of the agent centre (the spec's 12 entries). */
export type AgentCentrePage = PagesOf<'agent'>;

/**
 * Opens the member centre on a page (its default page, the security centre,
 * without one). Access is checked once, in listeners.ts: a visitor gets the
 * login popup, a free-play guest the need-real-account dialog.
 */
export const memberCentreOpened = (page?: MemberCentrePage) => modalOpened({ name: 'memberCentre', options: { page } });

/** Opens the agent centre on a page (team overview without one); only agents get in (listeners.ts). */
export const agentCentreOpened = (page?: AgentCentrePage) => modalOpened({ name: 'agentCentre', options: { page } });
