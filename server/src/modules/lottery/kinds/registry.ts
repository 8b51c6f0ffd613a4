import type { LotteryKind } from '../../../../../src/shared/contract/lottery-rules';
import type { ServerKind } from '../definition';
import { fiveServer } from './five/five-lotteries';
import { kenoServer } from './keno/keno-lotteries';
import { mega645Server } from './mega645/mega645-lotteries';
import { power655Server } from './power655/power655-lotteries';
import { vnServer } from './vn/vn-lotteries';

/**
 * The kinds of lottery this server draws, each from its folder: the one
 * list the catalogue, the menus, the engine and the seed read, in the
 * menus' order. Every kind of the contract's registry must be here (the
 * type says so).
 */
export const SERVER_KINDS = {
  vn: vnServer,
  five: fiveServer,
  keno: kenoServer,
  mega645: mega645Server,
  power655: power655Server,
} as const satisfies Record<LotteryKind, ServerKind>;

export const serverKinds: readonly ServerKind[] = Object.values(SERVER_KINDS);
export const serverKindOf = (kind: LotteryKind): ServerKind => SERVER_KINDS[kind];
