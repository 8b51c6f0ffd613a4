import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { gameVendors, games } from '../../db/schema';

type GameSide = { merchantCode: AnyPgColumn; category: AnyPgColumn; vendorCode: AnyPgColumn };
type VendorSide = { merchantCode: AnyPgColumn; category: AnyPgColumn; code: AnyPgColumn; enabled: AnyPgColumn };

/**
 * The catalogue's one join: a game's vendor is the vendor of the game's
 * brand, category and code (a vendor code is unique only within a brand's
 * category). `enabledOnly` keeps the games of vendors that are on, as the
 * lobby shows them; a record or a member's own list keeps every vendor.
 * The tables may be aliases (`alias(games, 'g')`) for a statement written in SQL.
 */
export function vendorOfGame(options: { enabledOnly?: boolean } = {}, game: GameSide = games, vendor: VendorSide = gameVendors): SQL {
  return and(
    eq(vendor.merchantCode, game.merchantCode),
    eq(vendor.category, game.category),
    eq(vendor.code, game.vendorCode),
    options.enabledOnly ? eq(vendor.enabled, true) : undefined,
  )!;
}
