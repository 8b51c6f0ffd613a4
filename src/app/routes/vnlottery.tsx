import { LotteryPage } from '@/features/lobby/lottery-page';

/** Page group "vnlottery": /vnlottery, the Vietnam lottery, with gameCode. */
export function Component() {
  return <LotteryPage kind="vnlottery" />;
}
