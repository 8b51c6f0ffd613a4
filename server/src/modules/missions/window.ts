import { periodKeyOf } from '../promotions/kinds';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** the brand's clock: UTC+7 */
const BRAND_OFFSET = 7 * HOUR;

export interface MissionWindow {
  /** 2026-11-28 (D) or 2026-W48 (W): `periodKeyOf` of the promotions */
  key: string;
  start: Date;
  end: Date;
}

/**
 * The day (D) or ISO week from Monday (W) of the brand's clock that holds
 * `at`, as instants: the 28th of November 2026 is [27th 17:00 UTC, 28th
 * 17:00 UTC); its week 2026-W48 is [Sunday 22nd 17:00 UTC, Sunday 29th
 * 17:00 UTC).
 */
export function missionWindowOf(period: 'D' | 'W', at: Date): MissionWindow {
  const local = new Date(at.getTime() + BRAND_OFFSET);
  const dayStartLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const daysBack = period === 'W' ? (local.getUTCDay() + 6) % 7 : 0;
  const startLocal = dayStartLocal - daysBack * DAY;
  const start = new Date(startLocal - BRAND_OFFSET);
  const end = new Date(start.getTime() + (period === 'W' ? 7 : 1) * DAY);
  return { key: periodKeyOf(period, at), start, end };
}
