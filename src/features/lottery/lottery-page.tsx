import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { afterNetworkIdle } from '@/shared/lib/network-idle';
import { declarePageModules } from '@/shared/lib/page-modules';
import { LotteryGameLoading } from './lottery-game-loading';
import type { LotteryGamePage as GamePageComponent } from './lottery-game-page';
import { LotteryLobby, LotteryLobbyLoading, type LotteryKindRoute } from './lottery-lobby';
import { LotteryTexts } from './lottery-texts';

/** The game page's module once loaded: rendered at once, not through `lazy` (which suspends on its first render). */
let gamePageModule: { LotteryGamePage: typeof GamePageComponent } | null = null;

/** A game's page (the slip, the draws, the histories): its code loads when a game is opened, not with the lobby. */
const loadGamePage = () =>
  import('./lottery-game-page').then((module) => {
    gamePageModule = module;
    return module;
  });
const LazyGamePage = lazy(() => loadGamePage().then((m) => ({ default: m.LotteryGamePage })));

// a game's address the server rendered whole: its page's code before the hydration (and the server's render)
declarePageModules('lottery-game', (address) =>
  (address.pathname === paths.lottery.path || address.pathname === paths.vnlottery.path) && address.searchParams.get('gameCode') ? loadGamePage() : null,
);

/**
 * /lottery and /vnlottery: the lobby, or straight the game of the address
 * (spec section 2: /lottery with gameCode and playType, both present;
 * /vnlottery with gameCode), once the lottery's texts have loaded.
 */
export function LotteryPage({ kind }: { kind: LotteryKindRoute }) {
  const [params] = useSearchParams();
  // the game page's module when it is already loaded (the address the server rendered: no Suspense boundary,
  // which React would hydrate apart, after the rest of the page), else lazily under one: chosen once for as
  // long as this page is, so a game's page never remounts (and loses its slip) when the module arrives
  const [GamePage] = useState(() => gamePageModule?.LotteryGamePage ?? null);
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
      {GamePage ? (
        <GamePage key={gameCode} gameCode={gameCode} playType={playType} lobbyHref={lobbyHref} />
      ) : (
        <Suspense fallback={<LotteryGameLoading />}>
          <LazyGamePage key={gameCode} gameCode={gameCode} playType={playType} lobbyHref={lobbyHref} />
        </Suspense>
      )}
    </LotteryTexts>
  );
}
