import { createHash, createHmac } from 'node:crypto';
import { api } from '@/shared/contract/api';
import type { Draw, LotteryGame, LotteryGroup, LotteryMenuItem, NearDraws, Ticket } from '@/shared/contract/lottery';
import { combosOf, deriveResult, lineCost, type LotteryKind } from '@/shared/contract/lottery-rules';
import type { VnRegion } from '@/shared/contract/lottery-kinds/vn/rules';
import { contractHandler, MockFailure } from '../contract-handler';
import { requireSession } from '../session-guard';

/*
 * The lottery of the mocked platform: a fast Miền Bắc draw (VNL_0004), a
 * daily Miền Nam draw with two stations (VNL_0003) and a one-minute five-ball
 * draw (TCG_0001). Results are derived from real seeds with the shared rules,
 * so the site's check of a commitment passes. Scenarios below change that.
 */

const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function buildMenuItem(overrides: Partial<LotteryMenuItem> = {}): LotteryMenuItem {
  return {
    gameCode: 'VNL_0004',
    lotteryCode: 'VN_MB45',
    name: 'Miền Bắc 45 giây',
    vendor: 'VNL',
    kind: 'vn',
    region: 'north',
    prizeMode: 'Lott',
    intervalSeconds: 45,
    drawTime: null,
    defaultPlayType: 'lo2',
    isHot: true,
    current: { period: '202611250100', closeAt: new Date(Date.now() + 60_000).toISOString(), drawAt: new Date(Date.now() + 65_000).toISOString() },
    ...overrides,
  };
}

export const vnFast = () => buildMenuItem();
export const vnSouth = () =>
  buildMenuItem({ gameCode: 'VNL_0003', lotteryCode: 'VN_MN', name: 'Xổ số Miền Nam', region: 'south', intervalSeconds: null, drawTime: '16:15', current: { period: '20261125', closeAt: new Date(Date.now() + 3_600_000).toISOString(), drawAt: new Date(Date.now() + 4_200_000).toISOString() } });
export const mega645 = () =>
  buildMenuItem({ gameCode: 'VNL_0017', lotteryCode: 'MEGA645', name: 'Vietlott Mega 6/45', kind: 'mega645', region: null, prizeMode: 'ZY', intervalSeconds: null, drawTime: '18:00', drawDays: [0, 3, 5], defaultPlayType: 'mega645' });
export const power655 = () =>
  buildMenuItem({ gameCode: 'VNL_0018', lotteryCode: 'POWER655', name: 'Vietlott Power 6/55', kind: 'power655', region: null, prizeMode: 'ZY', intervalSeconds: null, drawTime: '18:00', drawDays: [2, 4, 6], defaultPlayType: 'power655' });
export const fiveBall = () =>
  buildMenuItem({ gameCode: 'TCG_0001', lotteryCode: 'FIVE_1', name: 'TCG Five 1', vendor: 'TCG', kind: 'five', region: null, prizeMode: 'Elott', intervalSeconds: 60, defaultPlayType: 'position' });

/** A drawn (or open) draw of a lottery, its result derived from `seed` with the shared rules. */
export function buildDraw(item: LotteryMenuItem, period: string, overrides: Partial<Draw> & { seed?: string | null } = {}): Draw {
  const stations = item.region === 'south' ? [{ code: 'HCM', name: 'TP. Hồ Chí Minh' }, { code: 'DT', name: 'Đồng Tháp' }] : item.kind === 'vn' ? [{ code: 'MB', name: 'Hà Nội' }] : [];
  const seed = overrides.seed === undefined ? `seed-${item.lotteryCode}-${period}` : overrides.seed;
  const drawn = overrides.state === undefined || overrides.state === 'drawn' || overrides.state === 'settled';
  const result =
    drawn && seed
      ? deriveResult(hmac, seed, { lotteryCode: item.lotteryCode, period, kind: item.kind as LotteryKind, region: item.region as VnRegion | null, stations: stations.map((s) => s.code) })
      : null;
  return {
    lotteryCode: item.lotteryCode,
    period,
    state: 'settled',
    openAt: '2026-11-25T00:00:00.000Z',
    closeAt: '2026-11-25T00:00:40.000Z',
    drawAt: '2026-11-25T00:00:45.000Z',
    stations,
    seedHash: sha256(seed ?? `hidden-${period}`),
    seed: drawn ? seed : null,
    result,
    drawnAt: drawn ? '2026-11-25T00:00:45.000Z' : null,
    ...overrides,
  };
}

export function buildGame(item: LotteryMenuItem): LotteryGame {
  const vn: LotteryGame['playTypes'] = [
    { code: 'lo2', costUnits: item.region === 'north' ? 27 : 18, odds: 99.5, maxPointsPerNumber: 500 },
    { code: 'xien2', costUnits: 1, odds: 17, maxPointsPerNumber: 500 },
    { code: 'xien3', costUnits: 1, odds: 65, maxPointsPerNumber: 500 },
    { code: 'de', costUnits: 1, odds: 98, maxPointsPerNumber: 500 },
    { code: 'cang3', costUnits: 1, odds: 900, maxPointsPerNumber: 100 },
  ];
  const five: LotteryGame['playTypes'] = [
    { code: 'position', costUnits: 1, odds: 9.8, maxPointsPerNumber: 1000 },
    { code: 'big_small', costUnits: 1, odds: 1.98, maxPointsPerNumber: 1000 },
    { code: 'sum', costUnits: 1, odds: 0.98, maxPointsPerNumber: 1000 },
  ];
  const mega: LotteryGame['playTypes'] = [{ code: 'mega645', costUnits: 1, odds: 0, paytable: [0, 0, 0, 3, 30, 1000, 0], maxPointsPerNumber: 10_000 }];
  const power: LotteryGame['playTypes'] = [{ code: 'power655', costUnits: 1, odds: 0, paytable: [0, 0, 0, 5, 50, 4000, 0], maxPointsPerNumber: 10_000 }];
  const playTypes = item.kind === 'five' ? five : item.kind === 'mega645' ? mega : item.kind === 'power655' ? power : vn;
  return { game: item, unitPrice: item.kind === 'mega645' || item.kind === 'power655' ? 10_000 : 1000, currencySymbol: '₫', closeBeforeSeconds: 5, maxStakePerDraw: 50_000_000, maxPointsPerLine: 1000, playTypes };
}

export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 1,
    orderNo: 'L000001',
    gameCode: 'VNL_0004',
    lotteryCode: 'VN_MB45',
    lotteryName: 'Miền Bắc 45 giây',
    period: '202611250099',
    playType: 'lo2',
    numbers: ['07'],
    stations: ['MB'],
    position: null,
    points: 1,
    combos: 1,
    unitPrice: 1000,
    stake: 27_000,
    payout: 0,
    state: 'lost',
    cancellable: false,
    createdAt: '2026-11-25T00:00:10.000Z',
    settledAt: '2026-11-25T00:00:46.000Z',
    closeAt: '2026-11-25T00:00:40.000Z',
    drawAt: '2026-11-25T00:00:45.000Z',
    result: null,
    ...overrides,
  };
}

const games = () => [vnFast(), vnSouth(), fiveBall(), mega645(), power655()];
const find = (code: string) => games().find((g) => g.gameCode === code || g.lotteryCode === code);

export const lotteryMock = {
  /** bodies of the bets placed (decrypted), with their idempotency keys */
  placed: [] as Array<{ body: unknown; key: string | null }>,
  tickets: [] as Ticket[],
  /** the next place-bet call fails with this */
  placeFailure: null as MockFailure | null,
  /** the near-draws answer of the fast Miền Bắc draw: open (default), or closed and drawing */
  nearState: 'open' as 'open' | 'drawing' | 'drawn',
  /** when set, the near-draws answer of every game, as is */
  nearAnswer: null as NearDraws | null,
  serverTime: null as string | null,
};

export function resetLotteryMock() {
  lotteryMock.placed = [];
  lotteryMock.tickets = [];
  lotteryMock.placeFailure = null;
  lotteryMock.nearState = 'open';
  lotteryMock.nearAnswer = null;
  lotteryMock.serverTime = null;
}

export const lotteryGroups = (): LotteryGroup[] => [
  { gameGroupCode: 'FAST', labelName: 'Xổ số nhanh', gameMenus: [vnFast(), fiveBall()] },
  { gameGroupCode: 'VN', labelName: 'Xổ số kiến thiết', gameMenus: [vnSouth()] },
  { gameGroupCode: 'vietlott', labelName: 'Vietlott', gameMenus: [mega645(), power655()] },
];

function near(item: LotteryMenuItem) {
  const last = buildDraw(item, '202611250099');
  const current = buildDraw(item, '202611250100', { state: 'open', seed: null, closeAt: item.current!.closeAt, drawAt: item.current!.drawAt, openAt: new Date().toISOString() });
  const serverTime = lotteryMock.serverTime ?? new Date().toISOString();
  // a kind with a jackpot: what its pool holds now, and the last draw's, not won
  if (item.kind === 'power655')
    return { serverTime, current, upcoming: [], drawing: [], last: { ...last, jackpots: [{ pool: 'jackpot1', amount: 31_000_000_000, shares: 0 }, { pool: 'jackpot2', amount: 3_200_000_000, shares: 2 }] }, jackpots: [{ pool: 'jackpot1', amount: 31_500_000_000 }, { pool: 'jackpot2', amount: 3_000_000_000 }] };
  if (item.kind === 'mega645') return { serverTime, current, upcoming: [], drawing: [], last: { ...last, jackpots: [{ pool: 'jackpot', amount: 12_500_000_000, shares: 0 }] }, jackpots: [{ pool: 'jackpot', amount: 12_700_000_000 }] };
  if (item.gameCode !== 'VNL_0004' || lotteryMock.nearState === 'open') return { serverTime, current, upcoming: [], drawing: [], last };
  // closed and drawing: the next period opens at this one's draw, as the server's schedule has it
  if (lotteryMock.nearState === 'drawing')
    return {
      serverTime,
      current: null,
      upcoming: [buildDraw(item, '202611250101', { state: 'open', seed: null, openAt: new Date(Date.now() + 5_000).toISOString(), closeAt: new Date(Date.now() + 45_000).toISOString(), drawAt: new Date(Date.now() + 50_000).toISOString() })],
      drawing: [{ ...current, state: 'closed' as const }],
      last,
    };
  return { serverTime, current: buildDraw(item, '202611250101', { state: 'open', seed: null, closeAt: new Date(Date.now() + 45_000).toISOString() }), upcoming: [], drawing: [], last: buildDraw(item, '202611250100') };
}

const notFound = () => new MockFailure(404, 'NOT_FOUND', 'No such lottery.', undefined, { reason: 'gameNotFound' });

export const lotteryHandlers = [
  contractHandler(api.lotteryMenus, () => lotteryGroups()),
  contractHandler(api.lotteryList, () => games()),
  contractHandler(api.vnMenus, () => [
    { region: 'north' as const, labelName: 'Miền Bắc', stationsToday: [{ code: 'MB', name: 'Hà Nội' }], games: [vnFast()] },
    { region: 'south' as const, labelName: 'Miền Nam', stationsToday: [{ code: 'HCM', name: 'TP. Hồ Chí Minh' }, { code: 'DT', name: 'Đồng Tháp' }], games: [vnSouth()] },
  ]),
  contractHandler(api.lotteryGame, ({ body }) => {
    const item = find(body.gameCode);
    return item ? buildGame(item) : notFound();
  }),
  contractHandler(api.nearDraws, ({ body }) => {
    const item = find(body.gameCode);
    if (item && lotteryMock.nearAnswer) return lotteryMock.nearAnswer;
    return item ? near(item) : notFound();
  }),
  contractHandler(api.openedNumbers, ({ body }) => {
    const item = find(body.gameCode);
    if (!item) return notFound();
    const items = [99, 98, 97].map((n) => buildDraw(item, `2026112500${n}`));
    return { items, pageNo: body.pageNo ?? 1, totalPages: 1, totalCount: items.length };
  }),
  contractHandler(api.vnOpenedNumbers, ({ body }) => {
    const item = find(body.gameCode);
    if (!item) return notFound();
    // the results as the draws stand: once period 100 of the fast Miền Bắc is drawn, it heads the list
    const newest = item.gameCode === 'VNL_0004' && lotteryMock.nearState === 'drawn' ? 100 : 99;
    const items = [newest, newest - 1, newest - 2].map((n) => buildDraw(item, `202611250${String(n).padStart(3, '0')}`));
    return { items, pageNo: body.pageNo ?? 1, totalPages: 2, totalCount: 12 };
  }),
  contractHandler(api.latestOpened, () => games().map((game) => ({ game, draw: buildDraw(game, '202611250099') }))),
  contractHandler(api.drawDetail, ({ body }) => {
    const item = find(body.gameCode);
    return item ? buildDraw(item, body.period) : notFound();
  }),
  contractHandler(api.lotteryRecent, ({ request }) => requireSession(request) ?? [fiveBall()]),
  contractHandler(api.myLotteryBets, ({ request, body }) => {
    const items = lotteryMock.tickets.filter((t) => !body.gameCode || t.gameCode === body.gameCode);
    return requireSession(request) ?? { items, pageNo: 1, totalPages: 1, totalCount: items.length };
  }),
  contractHandler(api.placeLotteryBet, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    lotteryMock.placed.push({ body, key: request.headers.get('Idempotency-Key') });
    if (lotteryMock.placeFailure) return lotteryMock.placeFailure;
    const item = find(body.gameCode)!;
    const game = buildGame(item);
    const tickets = body.lines.map((line, i) =>
      buildTicket({
        id: 100 + i,
        orderNo: 'L000100',
        gameCode: item.gameCode,
        lotteryCode: item.lotteryCode,
        period: body.period,
        playType: line.playType,
        numbers: line.numbers,
        stations: line.stations ?? [],
        position: line.position ?? null,
        points: line.points,
        combos: combosOf(line),
        stake: lineCost(line, item.region, game.unitPrice),
        state: 'pending',
        cancellable: true,
        settledAt: null,
        closeAt: item.current!.closeAt,
        drawAt: item.current!.drawAt,
      }),
    );
    lotteryMock.tickets = [...tickets, ...lotteryMock.tickets];
    const totalStake = tickets.reduce((sum, t) => sum + t.stake, 0);
    return { orderNo: 'L000100', period: body.period, totalStake, balance: 5_000_000 - totalStake, tickets };
  }),
  contractHandler(api.cancelLotteryBet, ({ request, body }) => {
    const refused = requireSession(request);
    if (refused) return refused;
    const ticket = lotteryMock.tickets.find((t) => t.id === body.ticketId);
    if (!ticket || !ticket.cancellable) return new MockFailure(409, 'CONFLICT', 'Not cancellable.', undefined, { reason: 'notCancellable' });
    const cancelled = { ...ticket, state: 'cancelled' as const, cancellable: false };
    lotteryMock.tickets = lotteryMock.tickets.map((t) => (t.id === ticket.id ? cancelled : t));
    return { ticket: cancelled, balance: 5_000_000 };
  }),
];
