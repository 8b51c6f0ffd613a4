import type { RequestOf } from '@/shared/contract/endpoint';
import type { lotteryApi } from '@/shared/contract/lottery';

/**
 * A game page's calls (lottery-game-page.tsx, use-draw-clock.ts,
 * results-history.tsx), with the arguments it makes them with, which the
 * server's render of the page answers too (src/entry-server.tsx): one
 * function for both, so the arguments cannot drift apart.
 */

/** The game's page module: the server links its chunk (and its style sheets) with a game's address. */
export const LOTTERY_GAME_MODULE = 'src/features/lottery/lottery-game-page.tsx';

/** The draws the countdown asks for: the open one and the next three. */
export const nearDrawsArgs = (gameCode: string): RequestOf<typeof lotteryApi.nearDraws> => ({ gameCode, upcoming: 3 });
/** A page of the results history: ten a page. */
export const historyArgs = (gameCode: string, pageNo: number): RequestOf<typeof lotteryApi.openedNumbers> => ({ gameCode, pageNo, pageSize: 10 });
export const lotteryGameArgs = (gameCode: string): RequestOf<typeof lotteryApi.lotteryGame> => ({ gameCode });

/**
 * The calls a game's page makes on its first render, for a visitor: the game,
 * its near draws and the first page of its results (the Vietnamese lottery's
 * own results call on /vnlottery, where its games open; a game of another
 * kind there asks its own once the browser has its kind, on both first renders alike).
 */
export function lotteryGameCalls(route: 'lottery' | 'vnlottery', gameCode: string): { endpointName: string; arg: unknown }[] {
  return [
    { endpointName: 'lotteryGame', arg: lotteryGameArgs(gameCode) },
    { endpointName: 'nearDraws', arg: nearDrawsArgs(gameCode) },
    { endpointName: route === 'vnlottery' ? 'vnOpenedNumbers' : 'openedNumbers', arg: historyArgs(gameCode, 1) },
  ];
}

/**
 * The address of a game's page as far as its render depends on it: the game,
 * and on /lottery the play type the slip opens on when the game has it (any
 * other value opens on the game's default, as no value does).
 */
export function lotteryGameAddress(route: 'lottery' | 'vnlottery', gameCode: string, playType: string | null, playCodes: readonly string[]): string {
  const search = new URLSearchParams({ gameCode });
  if (route === 'lottery' && playType !== null && playCodes.includes(playType)) search.set('playType', playType);
  return `/${route}?${search.toString()}`;
}
