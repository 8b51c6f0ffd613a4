import { and, eq } from 'drizzle-orm';
import type { LaunchRequest } from '../../../../src/shared/contract/games';
import type { BrandSettings } from '../../../../src/shared/contract/system';
import type { Db } from '../../db/client';
import { gameSessions, gameVendors } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/hash';
import { apiError } from '../../http/status';
import { findGameByNode, recordLaunch } from './catalogue';
import { pvpRoomsOf } from './rooms';
import { passGate } from '../protection/gate';

/** A game URL stays valid this long. */
export const GAME_SESSION_HOURS = 6;

export interface LaunchInput extends Omit<LaunchRequest, 'nodeId' | 'vassalage'> {
  nodeId: string;
  vassalage: string;
}

/**
 * Launch v2: opens a game session and answers the game's address. In-house
 * games are played on this server (/games/dice, /games/slot); every other
 * vendor is external in production, so the reference server answers its
 * demo lobby (/games/demo), which says which game would start.
 */
export async function launchGame(
  db: Db,
  /**
   * the member and the site session that launches: the game lives only while
   * that session does (null only for a launch made without a site session);
   * `isAgent` the member's type and `brand` the brand's settings: the gate
   * refuses a free-play account what the brand does not let trials play
   */
  member: { id: number; merchantCode: string; sessionId: number | null; isAgent?: number; brand?: Pick<BrandSettings, 'trialCategories'> | null },
  input: LaunchInput,
  language: string | null,
): Promise<{ game_url: string; game_url2: string | null }> {
  const [vendor] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantCode, member.merchantCode), eq(gameVendors.code, input.vassalage), eq(gameVendors.enabled, true)))
    .limit(1);
  if (!vendor) throw apiError('NOT_FOUND', 'There is no such game provider.');

  // a vendor card's node is CATEGORY_CODE and opens the vendor's lobby; any other node is a game
  const vendorNode = input.nodeId === `${vendor.category}_${vendor.code}`;
  const game = vendorNode ? null : await findGameByNode(db, member.merchantCode, input.nodeId);
  if (!vendorNode && (!game || game.vendorCode !== vendor.code)) throw apiError('NOT_FOUND', 'There is no such game.');
  // a room belongs to a card-game vendor's lobby: only one of its own rooms opens
  if (input.roomId && !(vendor.category === 'PVP' && pvpRoomsOf(vendor).some((r) => r.roomId === input.roomId))) {
    throw apiError('NOT_FOUND', 'There is no such room.');
  }
  // the protection gate first: a free-play account plays only what the brand lets trials play (the site
  // says so when it is clicked), a blocked or limited player nothing, whether the game is up or not
  await passGate(db, { member, action: 'launch', sessionId: member.sessionId, play: { category: game?.category ?? vendor.category, brand: member.brand } });
  if (vendor.maintenance || game?.gameMaintenance) {
    throw apiError('MAINTENANCE', 'This game is under maintenance. Please try again later.');
  }

  const token = randomToken(32);
  const lang = (input.language ?? language ?? '').slice(0, 8) || null;
  await db.insert(gameSessions).values({
    tokenHash: sha256Hex(token),
    memberId: member.id,
    merchantCode: member.merchantCode,
    vendorCode: vendor.code,
    gameId: game?.id ?? null,
    language: lang,
    siteSessionId: member.sessionId,
    expiresAt: new Date(Date.now() + GAME_SESSION_HOURS * 3_600_000),
  });
  if (game) await recordLaunch(db, member.id, game.id, vendor.code);

  const params = new URLSearchParams({ session: token });
  if (lang) params.set('lang', lang);
  if (input.roomId) params.set('room', input.roomId);
  // a lottery opened from /lottery with gameCode and playType starts on that play type
  if (input.playType && game && (vendor.category === 'LOTT' || vendor.category === 'ELOTT')) params.set('playType', input.playType);
  const page = game?.inhouseKind === 'dice' ? 'dice' : game?.inhouseKind === 'slot' ? 'slot' : 'demo';
  const url = `/games/${page}?${params.toString()}`;
  return { game_url: url, game_url2: null };
}
