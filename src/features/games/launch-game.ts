import { env } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { CLIENT_TYPE, LAUNCH_PLATFORM } from '@/shared/contract/games-rules';
import { onHost } from '@/shared/lib/cdn';
import { sessionKeys, sessionStore } from '@/shared/lib/storage';
import { modalClosed, modalOpened } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { selectIsLoggedIn, selectMemberInfo } from '@/shared/store/session-slice';
import type { AppDispatch, RootState } from '@/shared/store/store';
import { selectSiteInfo } from '@/shared/store/system-status';
import { toastShown } from '@/shared/store/toasts-slice';
import { launchStep, type Launchable } from './launch-rules';
import { lobbyApi } from './lobby-api';
import { VASSALAGE_KEY } from './use-launch-vassalage';

/** One launch in flight at a time, across every card of the page. */
let inFlight = false;

/** The mutation's shared cache entry: every launch button reads its progress from it (`useGameLaunch().launching`). */
export const LAUNCH_CACHE_KEY = 'game-launch';

/** How a launch ended: the game opened (or the routing went on elsewhere), it failed, or nothing was started. */
export type LaunchOutcome = 'done' | 'failed' | 'skipped';

export interface LaunchOptions {
  /** skip the routing: the lottery and seamless views launch their selected game */
  direct?: boolean;
  /** receives the game's address instead of going to /game (the seamless view shows it itself) */
  onUrl?: (url: string) => void;
  /** the lottery's play type, sent when the address carries both gameCode and playType */
  playType?: string | null;
}

/** What a launch works with: the store, and the router's navigate (a launch may change the page). */
export interface LaunchContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  navigate: (to: string) => void;
}

/**
 * Launches a card by the routing rules of spec section 2 (`launchStep`):
 * the login popup for a visitor, the maintenance dialog, the lottery views,
 * /rng after storing the vassalage, a vendor's game list or rooms, else
 * launch v2 and /game. The token travels in the Authorization header only,
 * never in the body (a documented departure from the spec's parameter list,
 * docs/api.md). Plain code, no hook: the lobby's buttons (`useGameLaunch`)
 * and the launch listener (`launch-request.ts`) both run it.
 */
export async function launchGame(item: Launchable, options: LaunchOptions, { dispatch, getState, navigate }: LaunchContext): Promise<LaunchOutcome> {
  const state = getState();
  const loggedIn = selectIsLoggedIn(state);
  const step = options.direct ? (loggedIn ? ({ kind: 'launch' } as const) : ({ kind: 'login' } as const)) : launchStep(item, loggedIn);
  switch (step.kind) {
    case 'login':
      dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
      return 'skipped';
    case 'maintenance':
      dispatch(modalOpened({ name: 'gameMaintenance', options: { name: item.name } }));
      return 'done';
    case 'navigate':
      if (step.storeVassalage) sessionStore.set(VASSALAGE_KEY, step.storeVassalage);
      navigate(step.to);
      return 'done';
    case 'vendorGames':
      dispatch(modalOpened({ name: 'vendorGames', options: { vassalage: item.vassalage, name: item.name } }));
      return 'done';
    case 'pvpRooms':
      dispatch(modalOpened({ name: 'pvpRooms', options: { vassalage: item.vassalage, name: item.name, nodeId: item.nodeId } }));
      return 'done';
    case 'launch':
      break;
  }
  if (inFlight) return 'skipped';
  inFlight = true;
  const user = selectMemberInfo(state);
  const info = selectSiteInfo(state);
  try {
    const result = await dispatch(
      lobbyApi.endpoints.launchGame.initiate(
        {
          ...(item.gameId ? { gameId: item.gameId } : {}),
          ...(item.roomId ? { roomId: item.roomId } : {}),
          nodeId: item.nodeId,
          accountType: 1,
          confirmTrans: 0,
          vassalage: item.vassalage,
          launchMode: 'GLS',
          platform: LAUNCH_PLATFORM,
          clientType: CLIENT_TYPE,
          ...(user ? { username: user.account } : {}),
          // before the site info has loaded, the merchant of the session or the configured one
          merchantCode: info?.merchantCode ?? sessionStore.get(sessionKeys.merchant) ?? env.VITE_MERCHANT_CODE,
          language: selectLanguage(state),
          ...(options.playType ? { playType: options.playType } : {}),
        },
        { fixedCacheKey: LAUNCH_CACHE_KEY },
      ),
    ).unwrap();
    // game_url2 is the fallback when game_url is missing or empty
    const url = result.game_url || result.game_url2;
    if (!url) throw new Error('no game url');
    dispatch(modalClosed('vendorGames'));
    dispatch(modalClosed('pvpRooms'));
    dispatch(modalClosed('gameMaintenance'));
    const address = onHost(url, info?.launchGameCDNs ?? []);
    if (options.onUrl) options.onUrl(address);
    else navigate(paths.game.href(address));
    return 'done';
  } catch (error) {
    const failure = error as { code?: string; value?: { reason?: unknown } | null } | null;
    const code = failure?.code;
    // a game the brand keeps from free play: the error listener opens the real-account dialog
    const trialRefused = failure?.value?.reason === 'guestRefused';
    if (code === 'MAINTENANCE') dispatch(modalOpened({ name: 'gameMaintenance', options: { name: item.name } }));
    else if (!trialRefused && code !== 'UNAUTHORIZED' && code !== 'NETWORK' && code !== 'CONTRACT' && code !== 'RATE_LIMITED') {
      dispatch(toastShown({ tone: 'error', key: 'launch.failed', text: null }));
    }
    return 'failed';
  } finally {
    inFlight = false;
  }
}
