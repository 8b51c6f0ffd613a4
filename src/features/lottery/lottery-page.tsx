import { useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { LotteryGamePage } from './lottery-game-page';
import { LotteryLobby, type LotteryKindRoute } from './lottery-lobby';

/**
 * /lottery and /vnlottery: the lobby, or straight the game of the address
 * (spec section 2: /lottery with gameCode and playType, both present;
 * /vnlottery with gameCode).
 */
export function LotteryPage({ kind }: { kind: LotteryKindRoute }) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = kind === 'lottery' && gameCode ? params.get('playType') : null;
  if (!gameCode) return <LotteryLobby kind={kind} />;
  const lobbyHref = kind === 'vnlottery' ? paths.vnlottery.href() : paths.lottery.href();
  return <LotteryGamePage key={gameCode} gameCode={gameCode} playType={playType} lobbyHref={lobbyHref} />;
}
