import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * Provably fair outcomes of the in-house games. Before a round the player
 * sees SHA-256(serverSeed); the round's randomness is
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`); after
 * the round the server seed is revealed, so anyone can recompute both the
 * hash and the outcome (the /games/verify page does it in the browser).
 * Every round uses a fresh server seed.
 */

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** Uniform floats in [0, 1) taken 4 bytes at a time from the round's HMAC. */
export function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest();
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push(digest.readUInt32BE(i * 4) / 2 ** 32);
  return out;
}

// ------------------------------------------------------------------ dice

/** The house keeps 1 %: a win pays stake × 99 / chance (chance in percent). */
export const DICE_RTP_PERCENT = 99n;

export interface DiceBet {
  /** 2–98 */
  target: number;
  direction: 'under' | 'over';
}

/** The roll, 0.00–99.99 in steps of 0.01. */
export function diceRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  const [f = 0] = roundFloats(serverSeed, clientSeed, nonce, 1);
  return Math.floor(f * 10_000) / 100;
}

/** Chance of winning in percent: under wins below the target, over wins at or above it. */
export const diceChance = (bet: DiceBet) => (bet.direction === 'under' ? bet.target : 100 - bet.target);

export function diceWins(roll: number, bet: DiceBet): boolean {
  return bet.direction === 'under' ? roll < bet.target : roll >= bet.target;
}

/** Payout in minor units (0 on a loss). */
export function dicePayout(stake: bigint, roll: number, bet: DiceBet): bigint {
  if (!diceWins(roll, bet)) return 0n;
  return (stake * DICE_RTP_PERCENT) / BigInt(diceChance(bet));
}

// ------------------------------------------------------------------ slot

/** Symbols of each reel with their weights (23 stops), rarest last. */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_WEIGHTS: Record<SlotSymbol, number> = { cherry: 7, lemon: 6, bell: 4, star: 3, diamond: 2, seven: 1 };
/** Three of a kind pays stake × this; two cherries anywhere pay half the stake back. */
export const SLOT_PAYS: Record<SlotSymbol, number> = { cherry: 6, lemon: 10, bell: 30, star: 75, diamond: 200, seven: 500 };
const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + SLOT_WEIGHTS[s], 0);

export function symbolAt(f: number): SlotSymbol {
  let stop = Math.floor(f * TOTAL_WEIGHT);
  for (const symbol of SLOT_SYMBOLS) {
    stop -= SLOT_WEIGHTS[symbol];
    if (stop < 0) return symbol;
  }
  return 'seven';
}

export function slotReels(serverSeed: string, clientSeed: string, nonce: number): [SlotSymbol, SlotSymbol, SlotSymbol] {
  const [a = 0, b = 0, c = 0] = roundFloats(serverSeed, clientSeed, nonce, 3);
  return [symbolAt(a), symbolAt(b), symbolAt(c)];
}

/** Stake multiplier × 2 (an integer: two cherries pay 1/2). */
export function slotDoubleMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return SLOT_PAYS[a] * 2;
  if (reels.filter((s) => s === 'cherry').length === 2) return 1;
  return 0;
}

export function slotPayout(stake: bigint, reels: readonly SlotSymbol[]): bigint {
  return (stake * BigInt(slotDoubleMultiplier(reels))) / 2n;
}

/** The exact return to player of the slot, over all 23³ stops: for tests and the help text. */
export function slotRtp(): number {
  let total = 0;
  for (const a of SLOT_SYMBOLS)
    for (const b of SLOT_SYMBOLS)
      for (const c of SLOT_SYMBOLS) {
        const p = (SLOT_WEIGHTS[a] * SLOT_WEIGHTS[b] * SLOT_WEIGHTS[c]) / TOTAL_WEIGHT ** 3;
        total += (p * slotDoubleMultiplier([a, b, c])) / 2;
      }
  return total;
}
