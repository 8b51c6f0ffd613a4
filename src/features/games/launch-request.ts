import { coreApi } from '@/shared/api/core-api';
import { CLIENT_TYPE, LAUNCH_PLATFORM, launchTargetOf, type LaunchTarget } from '@/shared/contract/games';
import type { LaunchRequest } from '@/shared/store/game-launch';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { launchGame, type LaunchContext } from './launch-game';
import { lobbyApi } from './lobby-api';

/**
 * Runs a launch asked for outside the lobby (`launchRequested`: the home
 * vendor lanes, a banner of link type game) through the launch routing. The
 * app's listener loads this module on the first request, so the routing is
 * not on the first screen. A node id is resolved first: a vendor card of the
 * lanes, else the game of that node; neither says so in a toast.
 */
export async function runLaunchRequest(request: LaunchRequest, context: LaunchContext): Promise<void> {
  const target = 'target' in request ? request.target : await resolveNode(request.nodeId, context);
  if (!target) {
    context.dispatch(toastShown({ tone: 'error', key: 'launch.notFound', text: null }));
    return;
  }
  await launchGame(target, {}, context);
}

async function resolveNode(nodeId: string, { dispatch, getState }: LaunchContext): Promise<LaunchTarget | null> {
  const lanes = dispatch(coreApi.endpoints.gameVendors.initiate());
  try {
    const { data } = await lanes;
    if (!data) return null;
    const card = data.data.lanes.flatMap((l) => l.cards).find((c) => c.nodeId === nodeId || c.vassalage === nodeId);
    if (card) return launchTargetOf(card);
  } finally {
    lanes.unsubscribe();
  }
  const list = dispatch(
    lobbyApi.endpoints.gameList.initiate({
      clientType: CLIENT_TYPE,
      platform: LAUNCH_PLATFORM,
      nodeId,
      language: selectLanguage(getState()),
      pageNo: 1,
      pageSize: 1,
    }),
  );
  try {
    const { data } = await list;
    const game = data?.games.find((g) => g.nodeId === nodeId);
    return game ? launchTargetOf(game) : null;
  } finally {
    list.unsubscribe();
  }
}
