import { api } from '@/shared/contract/api';
import { GAME_PAGE_SIZE, type GameCard, type VendorLane } from '@/shared/contract/games';
import { trialMayPlay } from '@/shared/contract/games-rules';
import { contractHandler, MockFailure } from '../contract-handler';
import { buildVendorLanes } from '../fixtures';
import { mockState } from '../state';

/** A small catalogue for the lobby tests: 100 slots of PGS, 5 live tables of EVO, 2 in-house games of XGS. */
export function buildGame(overrides: Partial<GameCard> = {}): GameCard {
  return {
    gameId: 'PGS_001',
    nodeId: 'PGS-001',
    name: 'Golden Dragon',
    vassalage: 'PGS',
    vendorName: 'PG Slots',
    gameType: 'RNG',
    gameClassify: 'hot',
    imageUrl: '/media/games/PGS-001.webp',
    isHot: 0,
    minBet: 1000,
    lineNum: 20,
    accountTypeName: null,
    gameCode: 'PGS_001',
    defaultPlayType: null,
    roomId: null,
    isGame: null,
    maintenance: false,
    ...overrides,
  };
}

const slotNames = ['Golden Dragon', 'Lucky Koi', 'Jade Temple', 'Royal Panda', 'Mystic Lantern'];

export function buildCatalogue(): GameCard[] {
  const slots = Array.from({ length: 100 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return buildGame({
      gameId: `PGS_${n}`,
      nodeId: `PGS-${n}`,
      gameCode: `PGS_${n}`,
      imageUrl: `/media/games/PGS-${n}.webp`,
      name: `${slotNames[i % slotNames.length]} ${i + 1}`,
      gameClassify: ['hot', 'new', 'jackpot', 'classic'][i % 4] as string,
      minBet: [1000, 5000, 10_000, 20_000][i % 4] as number,
      lineNum: [10, 20, 50, 243][i % 4] as number,
      isHot: i % 10 === 0 ? 1 : 0,
      maintenance: i === 3,
    });
  });
  const live = Array.from({ length: 5 }, (_, i) =>
    buildGame({
      gameId: `EVO_${i + 1}`,
      nodeId: `EVO-${i + 1}`,
      gameCode: `EVO_${i + 1}`,
      imageUrl: `/media/games/EVO-${i + 1}.webp`,
      name: `Baccarat ${i + 1}`,
      vassalage: 'EVO',
      vendorName: 'Evo Live',
      gameType: 'LIVE',
      gameClassify: 'baccarat',
      lineNum: 0,
    }),
  );
  const inhouse = [
    buildGame({ gameId: 'XGS_DICE', nodeId: 'XGS-DICE', gameCode: 'XGS_DICE', name: 'Lotus Dice', vassalage: 'XGS', vendorName: 'XGS Originals', gameType: 'INHOUSE', gameClassify: 'dice', isHot: 1, lineNum: 0 }),
    buildGame({ gameId: 'XGS_SLOT', nodeId: 'XGS-SLOT', gameCode: 'XGS_SLOT', name: 'Triple Lotus Slot', vassalage: 'XGS', vendorName: 'XGS Originals', gameType: 'INHOUSE', gameClassify: 'slots', lineNum: 1 }),
  ];
  return [...slots, ...live, ...inhouse];
}

/** What the mock lobby remembers; tests reset it with `resetGamesMock`. */
export const gamesMock = {
  catalogue: buildCatalogue(),
  favourites: [] as string[],
  recent: [] as string[],
  launches: [] as Array<Record<string, unknown>>,
  /** the Language header of each launch, in order */
  launchLanguages: [] as Array<string | null>,
  /** what the next launches answer instead of { game_url: gameUrl } (see givenOnlyGameUrl2) */
  launchAnswer: null as { game_url: string | null; game_url2: string | null } | null,
  listRequests: [] as Array<Record<string, string>>,
  favouriteRequests: [] as Array<Record<string, string>>,
  recentRequests: [] as Array<Record<string, string>>,
  /** the next launch answers this failure */
  launchFailure: null as MockFailure | null,
  gameUrl: '/games/dice?session=mock-session',
};

export function resetGamesMock() {
  gamesMock.catalogue = buildCatalogue();
  gamesMock.favourites = [];
  gamesMock.recent = [];
  gamesMock.launches = [];
  gamesMock.launchLanguages = [];
  gamesMock.launchAnswer = null;
  gamesMock.listRequests = [];
  gamesMock.favouriteRequests = [];
  gamesMock.recentRequests = [];
  gamesMock.launchFailure = null;
  gamesMock.gameUrl = '/games/dice?session=mock-session';
}

function sessionFailure(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  return mockState.tokens.has(token) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please log in.');
}

/** The mock's free-play sessions (the free-play login and givenGuestLoggedIn hand out token-guest). */
const isGuest = (request: Request) => (request.headers.get('Authorization') ?? '').startsWith('Bearer token-guest');
/** What the server answers a free-play session for a real account's action (games/routes.ts). */
const guestRefused = () =>
  new MockFailure(403, 'FORBIDDEN', 'This needs a real account. Please register to continue.', undefined, { reason: 'guestRefused' });

const byNode = (id: string) => gamesMock.catalogue.find((g) => g.nodeId === id);

/** Favourites and recent games as the server answers them: filtered by gameType and vendors, then one page. */
function inPageOf(input: unknown, all: GameCard[]) {
  const q = input as Record<string, string | undefined>;
  const vendors = (q.vassalage ?? '').split(',').filter(Boolean);
  const games = all.filter((g) => (!q.gameType || g.gameType === q.gameType) && (vendors.length === 0 || vendors.includes(g.vassalage)));
  const pageNo = Number(q.pageNo ?? 1);
  const pageSize = Number(q.pageSize ?? GAME_PAGE_SIZE);
  return { games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages: Math.ceil(games.length / pageSize) };
}

export const gamesHandlers = [
  contractHandler(api.gameVendors, () => ({ data: { lanes: buildVendorLanes() } })),
  contractHandler(api.gameList, ({ input }) => {
    const q = input as Record<string, string>;
    gamesMock.listRequests.push(q);
    const vendors = (q.vassalage ?? '').split(',').filter(Boolean);
    const name = (q.gameName ?? '').toLowerCase();
    const games = gamesMock.catalogue.filter(
      (g) =>
        (!q.gameType || g.gameType === q.gameType) &&
        (vendors.length === 0 || vendors.includes(g.vassalage)) &&
        (!q.gameClassify || g.gameClassify === q.gameClassify) &&
        (!q.nodeId || g.nodeId === q.nodeId) &&
        (!name || g.name.toLowerCase().includes(name)) &&
        (!q.minBet || g.minBet >= Number(q.minBet)) &&
        (!q.minLineNum || g.lineNum >= Number(q.minLineNum)),
    );
    const pageNo = Number(q.pageNo ?? 1);
    const pageSize = Number(q.pageSize ?? GAME_PAGE_SIZE);
    return {
      games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalPages: Math.ceil(games.length / pageSize),
      totalCount: games.length,
      pageNo,
    };
  }),
  // short lists: every home render in the client suite draws them (the server test checks the real 20)
  contractHandler(api.hotGames, () => ({ list: gamesMock.catalogue.filter((g) => g.isHot === 1).slice(0, 4) })),
  contractHandler(api.popularGames, ({ input }) => ({
    list: gamesMock.catalogue.slice(0, Math.min(6, Number((input as { count?: string }).count ?? 20))),
  })),
  contractHandler(api.favouriteIds, ({ request }) => sessionFailure(request) ?? [...gamesMock.favourites]),
  contractHandler(api.favouriteList, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    gamesMock.favouriteRequests.push(input as Record<string, string>);
    const content = inPageOf(input, gamesMock.favourites.map(byNode).filter((g): g is GameCard => Boolean(g)));
    return { content: content.games, totalPages: content.totalPages };
  }),
  contractHandler(api.addFavourite, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    if (isGuest(request)) return guestRefused();
    const { nodeId } = input as { nodeId: string };
    if (!gamesMock.favourites.includes(nodeId)) gamesMock.favourites.unshift(nodeId);
    return null;
  }),
  contractHandler(api.removeFavourite, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    if (isGuest(request)) return guestRefused();
    const { nodeId } = input as { nodeId: string };
    gamesMock.favourites = gamesMock.favourites.filter((id) => id !== nodeId);
    return null;
  }),
  contractHandler(api.recentGames, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    gamesMock.recentRequests.push(input as Record<string, string>);
    // a free-play session has no recent games (the server answers an empty list, not a refusal)
    if (isGuest(request)) return { list: [], totalPages: 0 };
    const list = inPageOf(input, gamesMock.recent.map(byNode).filter((g): g is GameCard => Boolean(g)));
    return { list: list.games, totalPages: list.totalPages };
  }),
  contractHandler(api.pvpRooms, ({ input }) => ({
    rooms: [1, 2].map((i) => ({ roomId: `${(input as { vassalage: string }).vassalage}-R${i}`, name: `Room ${i}`, minBet: 1000 * i, players: 3, seats: 40 })),
  })),
  contractHandler(api.launchGameV2, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    gamesMock.launches.push(input as Record<string, unknown>);
    gamesMock.launchLanguages.push(request.headers.get('Language'));
    if (gamesMock.launchFailure) return gamesMock.launchFailure;
    const nodeId = (input as { nodeId: string }).nodeId;
    // a vendor card's node is CATEGORY_VENDOR; the brand's trial rule is the default one
    if (isGuest(request) && !trialMayPlay(null, byNode(nodeId)?.gameType ?? nodeId.split('_')[0] ?? '')) return guestRefused();
    gamesMock.recent = [nodeId, ...gamesMock.recent.filter((id) => id !== nodeId)];
    return gamesMock.launchAnswer ?? { game_url: gamesMock.gameUrl, game_url2: null };
  }),
];

/** Scenario: launch v2 answers an empty game_url and the address in game_url2 only (the fallback). */
export function givenOnlyGameUrl2(url = '/games/demo?session=url2-session') {
  gamesMock.launchAnswer = { game_url: '', game_url2: url };
}

/**
 * The lottery catalogue of the launch tests: 116 draws of /lottery (LTA with
 * the LOTT account, 16; five ELOTT vendors, 20 each), 16 Vietnam draws (VNL)
 * and 4 SEA draws, each with a play type like the reference server's.
 */
export function buildLotteryGames(): GameCard[] {
  const playTypes = ['straight', 'box', 'big-small', 'odd-even', 'sum'];
  const draws = (vassalage: string, vendorName: string, accountTypeName: string, gameType: GameCard['gameType'], count: number) =>
    Array.from({ length: count }, (_, i) => {
      const n = String(i + 1).padStart(4, '0');
      return buildGame({
        gameId: `${vassalage}_${n}`,
        nodeId: `${vassalage}-${n}`,
        gameCode: `${vassalage}_${n}`,
        imageUrl: `/media/games/${vassalage}-${n}.webp`,
        name: `${vendorName} ${i + 1}`,
        vassalage,
        vendorName,
        gameType,
        gameClassify: 'fast',
        lineNum: 0,
        accountTypeName,
        defaultPlayType: playTypes[i % playTypes.length] as string,
      });
    });
  return [
    ...draws('LTA', 'Lotto Asia', 'LOTT', 'LOTT', 16),
    ...['TCG', 'KNX', 'L5D', 'RCE', 'PK3'].flatMap((code) => draws(code, `${code} Draw`, 'ELOTT', 'ELOTT', 20)),
    ...draws('VNL', 'Xo So', 'TCG_LOTTO_VN', 'LOTT', 16),
    ...draws('SEA', 'SEA Lotto', 'TCG_SEA', 'LOTT', 4),
  ];
}

/**
 * Vendor lanes with one vendor for every launch route of spec section 2: a
 * slots vendor, a VASSALAGE fishing vendor and a fishing lobby, card games
 * with rooms, live (one under maintenance), lottery, e-lottery, Vietnam and
 * SEA lottery, in-house.
 */
export function buildRoutingLanes(): VendorLane[] {
  const card = (gameType: string, vassalage: string, name: string, extra: Partial<VendorLane['cards'][number]> = {}) => ({
    vassalage,
    name,
    iconUrl: `/media/vendors/${vassalage}.svg`,
    isHot: 0,
    gameType,
    gameId: null,
    nodeId: `${gameType}_${vassalage}`,
    roomId: null,
    accountTypeName: null,
    isGame: null,
    maintenance: false,
    ...extra,
  });
  return [
    { gameCategory: 'INHOUSE', title: 'In-House', gameClassify: [], cards: [card('INHOUSE', 'XGS', 'XGS Originals')] },
    { gameCategory: 'LIVE', title: 'Live', gameClassify: [], cards: [card('LIVE', 'EVO', 'Evo Live'), card('LIVE', 'PRL', 'Pearl Live', { maintenance: true })] },
    { gameCategory: 'RNG', title: 'Slots', gameClassify: [], cards: [card('RNG', 'PGS', 'PG Slots')] },
    { gameCategory: 'FISH', title: 'Fishing', gameClassify: [], cards: [card('FISH', 'OKF', 'Ocean King Fishing', { isGame: 'VASSALAGE' }), card('FISH', 'DSH', 'Deep Sea Hunter')] },
    { gameCategory: 'PVP', title: 'Card games', gameClassify: [], cards: [card('PVP', 'TLC', 'Tien Len Club')] },
    {
      gameCategory: 'LOTT',
      title: 'Lottery',
      gameClassify: [],
      cards: [
        card('LOTT', 'VNL', 'Vietnam Lottery', { accountTypeName: 'TCG_LOTTO_VN' }),
        card('LOTT', 'SEA', 'SEA Lottery', { accountTypeName: 'TCG_SEA' }),
        card('LOTT', 'LTA', 'Lotto Asia', { accountTypeName: 'LOTT' }),
      ],
    },
    { gameCategory: 'ELOTT', title: 'E-Lottery', gameClassify: [], cards: ['TCG', 'KNX', 'L5D', 'RCE', 'PK3'].map((code) => card('ELOTT', code, `${code} Draw`, { accountTypeName: 'ELOTT' })) },
  ];
}

/** Fishing games of the VASSALAGE vendor OKF (its popup list). */
export function buildFishGames(): GameCard[] {
  return Array.from({ length: 3 }, (_, i) =>
    buildGame({ gameId: `OKF_${i + 1}`, nodeId: `OKF-${i + 1}`, gameCode: `OKF_${i + 1}`, name: `Ocean King ${i + 1}`, vassalage: 'OKF', vendorName: 'Ocean King Fishing', gameType: 'FISH', gameClassify: 'hot', lineNum: 0 }),
  );
}

/** Handlers and catalogue of the launch tests: the routing lanes, the lottery and fishing games. */
export function givenLaunchRoutingCatalogue() {
  gamesMock.catalogue = [...buildCatalogue(), ...buildLotteryGames(), ...buildFishGames()];
  return contractHandler(api.gameVendors, () => ({ data: { lanes: buildRoutingLanes() } }));
}
