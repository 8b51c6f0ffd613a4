import { LotteryPage } from '@/features/games/lottery-page';

/** Page group "lottery": /lottery, with gameCode and playType when both are present. */
export function Component() {
  return <LotteryPage kind="lottery" />;
}
