import { api } from '@/shared/contract/endpoints';
import { GAME_PAGE_SIZE, type GameCard } from '@/shared/contract/games-endpoints';
import { contractHandler, MockFailure } from './contract-handler';
import { mockState } from './state';

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
    imageUrl: '/media/games/PGS-001.svg',
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
      imageUrl: `/media/games/PGS-${n}.svg`,
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
      imageUrl: `/media/games/EVO-${i + 1}.svg`,
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
  listRequests: [] as Array<Record<string, string>>,
  /** the next launch answers this failure */
  launchFailure: null as MockFailure | null,
  gameUrl: '/games/dice?session=mock-session',
};

export function resetGamesMock() {
  gamesMock.catalogue = buildCatalogue();
  gamesMock.favourites = [];
  gamesMock.recent = [];
  gamesMock.launches = [];
  gamesMock.listRequests = [];
  gamesMock.launchFailure = null;
  gamesMock.gameUrl = '/games/dice?session=mock-session';
}

function sessionFailure(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
  return mockState.tokens.has(token) ? null : new MockFailure(401, 'UNAUTHORIZED', 'Please log in.');
}

const byNode = (id: string) => gamesMock.catalogue.find((g) => g.nodeId === id);

export const gamesHandlers = [
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
  contractHandler(api.favouriteList, ({ request }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    const content = gamesMock.favourites.map(byNode).filter((g): g is GameCard => Boolean(g));
    return { content, totalPages: content.length ? 1 : 0 };
  }),
  contractHandler(api.addFavourite, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    const { nodeId } = input as { nodeId: string };
    if (!gamesMock.favourites.includes(nodeId)) gamesMock.favourites.unshift(nodeId);
    return null;
  }),
  contractHandler(api.removeFavourite, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    const { nodeId } = input as { nodeId: string };
    gamesMock.favourites = gamesMock.favourites.filter((id) => id !== nodeId);
    return null;
  }),
  contractHandler(api.recentGames, ({ request }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    const list = gamesMock.recent.map(byNode).filter((g): g is GameCard => Boolean(g));
    return { list, totalPages: list.length ? 1 : 0 };
  }),
  contractHandler(api.pvpRooms, ({ input }) => ({
    rooms: [1, 2].map((i) => ({ roomId: `${(input as { vassalage: string }).vassalage}-R${i}`, name: `Room ${i}`, minBet: 1000 * i, players: 3, seats: 40 })),
  })),
  contractHandler(api.launchGameV2, ({ request, input }) => {
    const failure = sessionFailure(request);
    if (failure) return failure;
    gamesMock.launches.push(input as Record<string, unknown>);
    if (gamesMock.launchFailure) return gamesMock.launchFailure;
    const nodeId = (input as { nodeId: string }).nodeId;
    gamesMock.recent = [nodeId, ...gamesMock.recent.filter((id) => id !== nodeId)];
    return { game_url: gamesMock.gameUrl, game_url2: null };
  }),
];
