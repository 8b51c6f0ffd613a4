/**
 * How the Vietnamese lottery lays a result out, region by region: Miền Bắc
 * shows 27 numbers from the special prize (5 digits) down to the 7th prize;
 * Miền Trung and Miền Nam show 18 from the 8th prize (2 digits) up to the
 * special prize (6 digits).
 */
export type VnRegion = 'north' | 'central' | 'south';
export type PrizeCode = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

export interface PrizeRow {
  code: PrizeCode;
  /** how many numbers the prize has */
  count: number;
  /** how many digits each has */
  digits: number;
}

export const PRIZE_ROWS: Record<VnRegion, readonly PrizeRow[]> = {
  north: [
    { code: 'DB', count: 1, digits: 5 },
    { code: 'G1', count: 1, digits: 5 },
    { code: 'G2', count: 2, digits: 5 },
    { code: 'G3', count: 6, digits: 5 },
    { code: 'G4', count: 4, digits: 4 },
    { code: 'G5', count: 6, digits: 4 },
    { code: 'G6', count: 3, digits: 3 },
    { code: 'G7', count: 4, digits: 2 },
  ],
  central: [
    { code: 'G8', count: 1, digits: 2 },
    { code: 'G7', count: 1, digits: 3 },
    { code: 'G6', count: 3, digits: 4 },
    { code: 'G5', count: 1, digits: 4 },
    { code: 'G4', count: 7, digits: 5 },
    { code: 'G3', count: 2, digits: 5 },
    { code: 'G2', count: 1, digits: 5 },
    { code: 'G1', count: 1, digits: 5 },
    { code: 'DB', count: 1, digits: 6 },
  ],
  south: [
    { code: 'G8', count: 1, digits: 2 },
    { code: 'G7', count: 1, digits: 3 },
    { code: 'G6', count: 3, digits: 4 },
    { code: 'G5', count: 1, digits: 4 },
    { code: 'G4', count: 7, digits: 5 },
    { code: 'G3', count: 2, digits: 5 },
    { code: 'G2', count: 1, digits: 5 },
    { code: 'G1', count: 1, digits: 5 },
    { code: 'DB', count: 1, digits: 6 },
  ],
};

export const prizeCount = (region: VnRegion) => PRIZE_ROWS[region].reduce((sum, row) => sum + row.count, 0);
