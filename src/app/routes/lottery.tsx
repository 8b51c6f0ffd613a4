import { LotteryPage } from '@/features/lottery/lottery-page';

/** Page group "lottery": /lottery, the lobby or, with gameCode and playType, the game. */
export function Component() {
  return <LotteryPage kind="lottery" />;
}
