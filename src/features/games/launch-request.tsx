import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameVendorsQuery } from '@/shared/api/core-api';
import { CLIENT_TYPE, LAUNCH_PLATFORM, launchTargetOf, type LaunchTarget } from '@/shared/contract/games';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, type ModalEntry } from '@/shared/store/modals-slice';
import { selectLanguage } from '@/shared/store/preferences-slice';
import { toastShown } from '@/shared/store/toasts-slice';
import { useGameListQuery } from './lobby-api';
import { useGameLaunch } from './use-game-launch';

/**
 * Runs a launch asked for outside the lobby (`launchRequested`: the home
 * vendor lanes, a banner of link type game) through the launch routing, then
 * closes itself. It draws nothing: the routing opens what it needs (the login
 * popup, a game list, the rooms, /rng, /game, …). A node id is resolved first:
 * a vendor card of the lanes, else the game of that node.
 */
export function LaunchRequest({ entry }: { entry: Extract<ModalEntry, { name: 'launch' }> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { launch } = useGameLaunch();
  const started = useRef<object | null>(null);
  const nodeId = 'nodeId' in entry.options ? entry.options.nodeId : null;
  const lanes = useGameVendorsQuery(undefined, { skip: nodeId === null });
  const vendorCard = nodeId ? (lanes.data?.data.lanes ?? []).flatMap((l) => l.cards).find((c) => c.nodeId === nodeId || c.vassalage === nodeId) : undefined;
  const lookUpGame = nodeId !== null && lanes.isSuccess && !vendorCard;
  const game = useGameListQuery(
    { clientType: CLIENT_TYPE, platform: LAUNCH_PLATFORM, nodeId: nodeId ?? '', language, pageNo: 1, pageSize: 1 },
    { skip: !lookUpGame },
  );

  let target: LaunchTarget | null = null;
  let missing = false;
  if ('target' in entry.options) target = entry.options.target;
  else if (vendorCard) target = launchTargetOf(vendorCard);
  else if (game.data) {
    const found = game.data.games.find((g) => g.nodeId === nodeId);
    if (found) target = launchTargetOf(found);
    else missing = true;
  } else if (lanes.isError || game.isError) missing = true;

  useEffect(() => {
    // one run per request (the entry object changes when a new request replaces this one)
    if (started.current === entry) return;
    if (missing) {
      started.current = entry;
      dispatch(toastShown({ tone: 'error', key: null, text: t('launch.notFound') }));
      dispatch(modalClosed('launch'));
      return;
    }
    if (!target) return;
    started.current = entry;
    void launch(target).finally(() => dispatch(modalClosed('launch')));
  });

  return null;
}
