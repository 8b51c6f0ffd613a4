import { LotteryPage } from '@/features/lottery/lottery-page';

/** Page group "vnlottery": /vnlottery, the Vietnamese lottery's lobby or, with gameCode, the game. */
export function Component() {
  return <LotteryPage kind="vnlottery" />;
}
