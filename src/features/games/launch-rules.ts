import { paths } from '@/shared/config/paths';
import type { LaunchTarget } from '@/shared/contract/games';

/** What a click on a vendor card or a game card carries (spec section 3: card and launch object). */
export type Launchable = LaunchTarget;

export type LaunchStep =
  | { kind: 'login' }
  | { kind: 'maintenance' }
  | { kind: 'navigate'; to: string; storeVassalage?: string }
  | { kind: 'vendorGames' }
  | { kind: 'pvpRooms' }
  | { kind: 'launch' };

/** Where the SEA lottery's dedicated view lives. */
export const seaLotteryHref = (vendor: string, gameCode?: string | null) =>
  `${paths.seamless.href()}?vendor=${encodeURIComponent(vendor)}${gameCode ? `&gameCode=${encodeURIComponent(gameCode)}` : ''}`;

/**
 * Game launch routing of spec section 2, as a pure decision: login first;
 * a game under maintenance says so; lottery and e-lottery go to /lottery
 * (gameCode and playType only when both are present); the Vietnam lottery
 * to /vnlottery; the SEA lottery to its dedicated view; a slots vendor to
 * /rng after storing the vassalage; isGame VASSALAGE opens the vendor's game
 * list; a card-game vendor its rooms; an in-house vendor its page;
 * everything else (a game, a live, sports, esports or fishing lobby)
 * launches (v2).
 */
export function launchStep(item: Launchable, loggedIn: boolean): LaunchStep {
  if (!loggedIn) return { kind: 'login' };
  if (item.maintenance) return { kind: 'maintenance' };
  const gameCode = item.gameCode ?? undefined;
  switch (item.accountTypeName) {
    case 'LOTT':
    case 'ELOTT':
      return { kind: 'navigate', to: paths.lottery.href(gameCode, item.defaultPlayType ?? undefined) };
    case 'TCG_LOTTO_VN':
      return { kind: 'navigate', to: paths.vnlottery.href(gameCode) };
    case 'TCG_SEA':
      return { kind: 'navigate', to: seaLotteryHref(item.vassalage, gameCode) };
    default:
      break;
  }
  const vendorCard = item.gameId === null;
  if (vendorCard && item.gameType === 'RNG') {
    return { kind: 'navigate', to: `/rng?vendor=${encodeURIComponent(item.vassalage)}`, storeVassalage: item.vassalage };
  }
  // the in-house vendors have no lobby of their own: their games are the /inhouse page
  if (vendorCard && item.gameType === 'INHOUSE') return { kind: 'navigate', to: `/inhouse?vendor=${encodeURIComponent(item.vassalage)}` };
  if (item.isGame === 'VASSALAGE') return { kind: 'vendorGames' };
  if (vendorCard && item.gameType === 'PVP' && item.roomId === null) return { kind: 'pvpRooms' };
  return { kind: 'launch' };
}
