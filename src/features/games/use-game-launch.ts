import { useNavigate } from 'react-router-dom';
import { GAME_PAGE_SIZE } from '@/shared/contract/games-rules';
import { useAppStore } from '@/shared/store/hooks';
import { launchGame, LAUNCH_CACHE_KEY, type LaunchOptions, type LaunchOutcome } from './launch-game';
import type { Launchable } from './launch-rules';
import { useLaunchGameMutation } from './lobby-api';

export type { LaunchOptions, LaunchOutcome } from './launch-game';

/** The lobby's launch buttons: `launch` runs the launch routing (`launch-game.ts`); `launching` is the node id in flight. */
export function useGameLaunch() {
  const store = useAppStore();
  const navigate = useNavigate();
  const [, { isLoading, originalArgs }] = useLaunchGameMutation({ fixedCacheKey: LAUNCH_CACHE_KEY });

  const launch = (item: Launchable, options: LaunchOptions = {}): Promise<LaunchOutcome> =>
    launchGame(item, options, { dispatch: store.dispatch, getState: store.getState, navigate: (to) => void navigate(to) });

  return { launch, launching: isLoading ? (originalArgs?.nodeId ?? null) : null, pageSize: GAME_PAGE_SIZE };
}
