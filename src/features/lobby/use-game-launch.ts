import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GAME_PAGE_SIZE, CLIENT_TYPE, LAUNCH_PLATFORM } from '@/shared/contract/games-endpoints';
import { paths } from '@/shared/config/paths';
import { onHost } from '@/shared/lib/cdn';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, modalOpened } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { selectIsLoggedIn, selectUser } from '@/shared/store/session-slice';
import { selectSiteInfo } from '@/shared/store/system-status-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { launchStep, type Launchable } from './launch-rules';
import { useLaunchGameMutation } from './lobby-api';

/** Session-storage key of the vendor a slots launch goes to (spec: "slots to /rng after storing the vassalage"). */
export const VASSALAGE_KEY = 'vassalage';

/** One launch in flight at a time, across every card of the page. */
let inFlight = false;

export function useGameLaunch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const language = useAppSelector(selectLanguage);
  const info = useAppSelector(selectSiteInfo);
  const [launchGame, { isLoading, originalArgs }] = useLaunchGameMutation({ fixedCacheKey: 'game-launch' });

  /**
   * Launches a card by the routing rules. `direct` skips the routing (the
   * lottery views launch their selected game); `onUrl` receives the game's
   * address instead of going to /game (the seamless view shows it itself).
   */
  const launch = async (item: Launchable, options: { direct?: boolean; onUrl?: (url: string) => void } = {}) => {
    const step = options.direct ? (loggedIn ? ({ kind: 'launch' } as const) : ({ kind: 'login' } as const)) : launchStep(item, loggedIn);
    switch (step.kind) {
      case 'login':
        dispatch(modalOpened({ name: 'login', options: { tab: 'login' } }));
        return;
      case 'maintenance':
        dispatch(modalOpened({ name: 'gameMaintenance', options: { name: item.name } }));
        return;
      case 'navigate':
        if (step.storeVassalage) window.sessionStorage.setItem(VASSALAGE_KEY, step.storeVassalage);
        void navigate(step.to);
        return;
      case 'vendorGames':
        dispatch(modalOpened({ name: 'vendorGames', options: { vassalage: item.vassalage, name: item.name } }));
        return;
      case 'pvpRooms':
        dispatch(modalOpened({ name: 'pvpRooms', options: { vassalage: item.vassalage, name: item.name, nodeId: item.nodeId } }));
        return;
      case 'launch':
        break;
    }
    if (inFlight) return;
    inFlight = true;
    try {
      const result = await launchGame({
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
        ...(info ? { merchantCode: info.merchantCode } : {}),
        language,
      }).unwrap();
      const url = result.game_url ?? result.game_url2;
      if (!url) throw new Error('no game url');
      dispatch(modalClosed('vendorGames'));
      dispatch(modalClosed('pvpRooms'));
      dispatch(modalClosed('gameMaintenance'));
      const address = onHost(url, info?.launchGameCDNs ?? []);
      if (options.onUrl) options.onUrl(address);
      else void navigate(paths.game.href(address));
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (code === 'MAINTENANCE') dispatch(modalOpened({ name: 'gameMaintenance', options: { name: item.name } }));
      else if (code !== 'UNAUTHORIZED' && code !== 'NETWORK' && code !== 'CONTRACT' && code !== 'RATE_LIMITED') dispatch(toastShown({ tone: 'error', key: null, text: t('launch.failed') }));
    } finally {
      inFlight = false;
    }
  };

  return { launch, launching: isLoading ? (originalArgs?.nodeId ?? null) : null, pageSize: GAME_PAGE_SIZE };
}
