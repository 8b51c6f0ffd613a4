import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { lotteryDraws } from '../../server/src/db/schema';
import { findMemberByAccount } from '../../server/src/modules/member/lookup';
import { placeBet } from '../../server/src/modules/lottery/bets';
import { scheduleDraws } from '../../server/src/modules/lottery/engine';
import type { TestServer } from './helpers';

/**
 * Inputs of the lottery's calls for the contract test: the draws are
 * created, the demo member's bet (to cancel) placed on the daily Miền Bắc
 * draw, or on the 5-minute one in the ten minutes the daily one is closed.
 */
export const lotteryContractInputs = {
  lotteryMenus: { prizeMode: 'ZY' },
  lotteryList: { count: 100 },
  lotteryGame: { gameCode: 'VNL_0001' },
  nearDraws: { gameCode: 'VNL_0004' },
  openedNumbers: { gameCode: 'VNL_0004', pageNo: 1, pageSize: 5 },
  latestOpened: { prizeMode: 'Elott' },
  drawDetail: { gameCode: 'VN_MB', period: '' } as Record<string, unknown>,
  vnMenus: { prizeMode: 'ZY', device: 'WEB' },
  vnOpenedNumbers: { gameCode: 'VNL_0001' },
  lotteryRecent: {},
  placeLotteryBet: { gameCode: 'VN_MB', period: '', lines: [{ playType: 'lo2', numbers: ['27', '72'], points: 1 }] } as Record<string, unknown>,
  myLotteryBets: { pageNo: 1, pageSize: 10 },
  cancelLotteryBet: { ticketId: 0 } as Record<string, unknown>,
};

export async function prepareLotteryContract(s: TestServer, all: Record<string, Record<string, unknown>>): Promise<void> {
  const inputs = all as unknown as typeof lotteryContractInputs;
  const now = new Date();
  await scheduleDraws(s.db, now);
  let code = 'VN_MB';
  const open = (lottery: string) =>
    s.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.lotteryCode, lottery), eq(lotteryDraws.state, 'open'), lte(lotteryDraws.openAt, now), gt(lotteryDraws.closeAt, new Date(now.getTime() + 60_000))))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(1);
  let [draw] = await open(code);
  if (!draw) {
    code = 'VN_MB5';
    [draw] = await open(code);
  }
  if (!draw) throw new Error('no open Miền Bắc draw');
  const demo = await findMemberByAccount(s.db, 'LOTUS', 'demo');
  if (!demo) throw new Error('no demo member');
  const placed = await placeBet(s.db, { member: demo, idempotencyKey: 'contract-lottery-cancel-0001' }, { gameCode: code, period: draw.period, lines: [{ playType: 'de', numbers: ['27'], points: 1 }] });
  inputs.drawDetail = { gameCode: code, period: draw.period };
  inputs.placeLotteryBet = { ...inputs.placeLotteryBet, gameCode: code, period: draw.period };
  inputs.cancelLotteryBet = { ticketId: placed.tickets[0]?.id ?? 0 };
}
