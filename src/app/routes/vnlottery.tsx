import { LotteryPage } from '@/features/games/lottery-page';

/** Page group "vnlottery": /vnlottery, the Vietnam lottery, with gameCode. */
export function Component() {
  return <LotteryPage kind="vnlottery" />;
}
