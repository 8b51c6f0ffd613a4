import type { PointEntryKind, PointItemKind, RedemptionStatus } from '@/shared/contract/points';

/** The words of each kind, status and entry (static keys, so the locale types check them). */
export const kindKeys = {
  cash: 'points:kinds.cash',
  bonus: 'points:kinds.bonus',
  physical: 'points:kinds.physical',
} as const satisfies Record<PointItemKind, string>;

export const statusKeys = {
  in_process: 'points:statuses.in_process',
  rejected: 'points:statuses.rejected',
  approved: 'points:statuses.approved',
} as const satisfies Record<RedemptionStatus, string>;

export const entryKeys = {
  earn: 'points:entries.earn',
  spend: 'points:entries.spend',
  refund: 'points:entries.refund',
} as const satisfies Record<PointEntryKind, string>;
