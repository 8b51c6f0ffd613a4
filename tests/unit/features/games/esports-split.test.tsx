import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildVendorLanes } from '../../../mocks/fixtures';
import { buildGame, gamesMock, resetGamesMock } from '../../../mocks/handlers/games';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

beforeEach(() => {
  resetGamesMock();
  // as a real platform delivers it: the esports book AV inside the SPORTS lane
  const lanes = buildVendorLanes();
  const card = (vassalage: string, name: string, gameType: string) => ({ ...lanes[0]!.cards[0]!, vassalage, name, gameType, nodeId: `${gameType}-${vassalage}`, isHot: 0 });
  server.use(
    contractHandler(api.gameVendors, () => ({
      data: {
        lanes: [
          ...lanes,
          { gameCategory: 'SPORTS' as const, title: 'Sports', gameClassify: [], cards: [card('LSP', 'Lotus Sports', 'SPORTS'), card('AV', 'AV Esports', 'SPORTS')] },
          { gameCategory: 'ESPORTS' as const, title: 'Esports', gameClassify: [], cards: [card('IMES', 'IM Esports', 'ESPORTS')] },
        ],
      },
    })),
  );
  gamesMock.catalogue.push(
    buildGame({ nodeId: 'AV-1', gameId: 'AV_1', gameCode: 'AV_1', name: 'AV LoL Worlds', vassalage: 'AV', gameType: 'SPORTS' }),
    buildGame({ nodeId: 'IMES-1', gameId: 'IMES_1', gameCode: 'IMES_1', name: 'IM Dota Cup', vassalage: 'IMES', gameType: 'ESPORTS' }),
    buildGame({ nodeId: 'LSP-1', gameId: 'LSP_1', gameCode: 'LSP_1', name: 'V-League', vassalage: 'LSP', gameType: 'SPORTS' }),
  );
});

const providers = () => screen.getByRole('navigation', { name: 'Game providers' });
const cards = () => screen.queryAllByTestId('game-card');

describe('esports vendors split from sports by the configured list (AV, AI, IMES, TF, IA)', () => {
  it('/sports leaves out an esports vendor of the SPORTS lane, its tabs and its games', async () => {
    renderApp('/sports');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(providers()).getByRole('button', { name: /Lotus Sports/ })).toBeInTheDocument();
    expect(within(providers()).queryByRole('button', { name: /AV Esports/ })).not.toBeInTheDocument();
    expect(gamesMock.listRequests.at(-1)?.vassalage).toBe('LSP');
    expect(screen.getByText('V-League')).toBeInTheDocument();
    expect(screen.queryByText('AV LoL Worlds')).not.toBeInTheDocument();
  });

  it('/esports gathers it with the ESPORTS lane', async () => {
    renderApp('/esports');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(providers()).getByRole('button', { name: /AV Esports/ })).toBeInTheDocument();
    expect(within(providers()).getByRole('button', { name: /IM Esports/ })).toBeInTheDocument();
    expect(gamesMock.listRequests.at(-1)?.vassalage?.split(',').sort()).toEqual(['AV', 'IMES']);
    expect(screen.getByText('AV LoL Worlds')).toBeInTheDocument();
    expect(screen.queryByText('V-League')).not.toBeInTheDocument();
  });
});
