import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameVendors } from '../../db/schema';
import { apiError } from '../../http/status';

/** The rooms of a card-game (PVP) vendor: six tables by stake, each with its roomId for launch v2. */
const stakes = [1000, 5000, 10_000, 50_000, 100_000, 500_000];
const tiers = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'VIP'];

export interface PvpRoom {
  roomId: string;
  name: string;
  minBet: number;
  players: number;
  seats: number;
}

export function pvpRoomsOf(vendor: { code: string; name: string }): PvpRoom[] {
  return stakes.map((minBet, i) => ({
    roomId: `${vendor.code}-R${i + 1}`,
    name: `${vendor.name} ${tiers[i] ?? ''}`.trim(),
    minBet,
    players: (vendor.code.charCodeAt(0) * (i + 3)) % 40,
    seats: 40,
  }));
}

/** The rooms of a card-game vendor of the brand; NOT_FOUND when the brand has no such PVP vendor. */
export async function pvpRooms(db: Db, merchantCode: string, vendorCode: string): Promise<PvpRoom[]> {
  const [vendor] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.code, vendorCode), eq(gameVendors.category, 'PVP')))
    .limit(1);
  if (!vendor) throw apiError('NOT_FOUND', 'There is no such card-game provider.');
  return pvpRoomsOf(vendor);
}
