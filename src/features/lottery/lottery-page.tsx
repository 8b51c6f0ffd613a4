import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { afterNetworkIdle } from '@/shared/lib/network-idle';
import { LotteryGameLoading } from './lottery-game-loading';
import { LotteryLobby, LotteryLobbyLoading, type LotteryKindRoute } from './lottery-lobby';
import { LotteryTexts } from './lottery-texts';

/** A game's page (the slip, the draws, the histories): its code loads when a game is opened, not with the lobby. */
const loadGamePage = () => import('./lottery-game-page');
const LotteryGamePage = lazy(() => loadGamePage().then((m) => ({ default: m.LotteryGamePage })));

/**
 * /lottery and /vnlottery: the lobby, or straight the game of the address
 * (spec section 2: /lottery with gameCode and playType, both present;
 * /vnlottery with gameCode), once the lottery's texts have loaded.
 */
export function LotteryPage({ kind }: { kind: LotteryKindRoute }) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = kind === 'lottery' && gameCode ? params.get('playType') : null;
  // from the lobby, a game is a click away: its code comes once the first screen has loaded
  useEffect(() => {
    if (!gameCode) void afterNetworkIdle().then(loadGamePage).catch(() => undefined);
  }, [gameCode]);
  if (!gameCode) {
    return (
      <LotteryTexts placeholder={<LotteryLobbyLoading kind={kind} />}>
        <LotteryLobby kind={kind} />
      </LotteryTexts>
    );
  }
  const lobbyHref = kind === 'vnlottery' ? paths.vnlottery.href() : paths.lottery.href();
  return (
    <LotteryTexts placeholder={<LotteryGameLoading />}>
      <Suspense fallback={<LotteryGameLoading />}>
        <LotteryGamePage key={gameCode} gameCode={gameCode} playType={playType} lobbyHref={lobbyHref} />
      </Suspense>
    </LotteryTexts>
  );
}
