/**
 * Amounts are kept in minor units as bigint: 1/100 of the currency unit for
 * every currency, VND included (which has no decimals in practice), so one
 * rule fits every brand and no float ever touches a stored amount.
 */
export const MINOR_PER_MAJOR = 100n;

export function toMinor(major: number | bigint): bigint {
  if (typeof major === 'bigint') return major * MINOR_PER_MAJOR;
  if (!Number.isFinite(major)) throw new RangeError('amount is not finite');
  return BigInt(Math.round(major * Number(MINOR_PER_MAJOR)));
}

/** For display only (the balance answer): exact below 2^53 minor units. */
export function toMajor(minor: bigint): number {
  return Number(minor) / Number(MINOR_PER_MAJOR);
}
