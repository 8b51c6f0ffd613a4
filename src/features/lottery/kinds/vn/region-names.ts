import type { VnRegion } from '@/shared/contract/lottery-kinds/vn/rules';

/** Miền Bắc, Miền Trung, Miền Nam in the reader's language. */
export const regionKeys = {
  north: 'lottery:region.north',
  central: 'lottery:region.central',
  south: 'lottery:region.south',
} as const satisfies Record<VnRegion, string>;
