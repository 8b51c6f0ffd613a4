import { api } from '../../src/shared/contract/api';
import { call, type TestServer } from './helpers';

/** Inputs of the lobby and game endpoints for the contract test; the game session is made by `prepareGamesContract`. */
export const gamesContractInputs = {
  gameList: { gameType: 'RNG', pageNo: 1, pageSize: 42, clientType: 3, platform: 'html5-desktop' },
  hotGames: { isPlatform: 2, platform: 'html5-desktop' },
  popularGames: { count: 20, device: 'WEB' },
  favouriteIds: {},
  favouriteList: { clientType: 3, pageNo: 1, pageSize: 42 },
  addFavourite: { nodeId: 'XGS-DICE', vendor: 'XGS', gameType: 'INHOUSE' },
  removeFavourite: { nodeId: 'JDS-0001' },
  recentGames: { clientType: 3, pageNo: 1 },
  pvpRooms: { vassalage: 'TLC' },
  launchGameV2: { nodeId: 'LIVE_RYL', vassalage: 'RYL', accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 },
  inhouseState: { session: '' } as Record<string, unknown>,
  inhouseClientSeed: { session: '', clientSeed: 'contract-seed' } as Record<string, unknown>,
  inhousePlay: { session: '', roundId: 'contract-round-1', stake: 1000, target: 50, direction: 'under' } as Record<string, unknown>,
};

/** A game session of the in-house dice game, opened by launch v2 as the site would. */
export async function prepareGamesContract(s: TestServer, all: Record<string, Record<string, unknown>>, token: string): Promise<void> {
  const inputs = all as unknown as typeof gamesContractInputs;
  const launched = await call<{ value: { game_url: string } }>(
    s,
    api.launchGameV2,
    { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS', accountType: 1, confirmTrans: 0, launchMode: 'GLS', clientType: 3 },
    { token },
  );
  const session = new URL(launched.body.value.game_url, 'http://x').searchParams.get('session') ?? '';
  inputs.inhouseState.session = session;
  inputs.inhouseClientSeed.session = session;
  inputs.inhousePlay.session = session;
}
