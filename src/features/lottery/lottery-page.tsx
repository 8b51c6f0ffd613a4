import { useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { LotteryGameLoading, LotteryGamePage } from './lottery-game-page';
import { LotteryLobby, LotteryLobbyLoading, type LotteryKindRoute } from './lottery-lobby';
import { LotteryTexts } from './lottery-texts';

/**
 * /lottery and /vnlottery: the lobby, or straight the game of the address
 * (spec section 2: /lottery with gameCode and playType, both present;
 * /vnlottery with gameCode), once the lottery's texts have loaded.
 */
export function LotteryPage({ kind }: { kind: LotteryKindRoute }) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = kind === 'lottery' && gameCode ? params.get('playType') : null;
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
      <LotteryGamePage key={gameCode} gameCode={gameCode} playType={playType} lobbyHref={lobbyHref} />
    </LotteryTexts>
  );
}
