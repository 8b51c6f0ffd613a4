import type { PointEntryKind, PointItemKind, RedemptionStatus } from '@/shared/contract/points';

/** The words of each kind, status and entry (static keys, so the locale types check them). */
export const kindKeys = {
  cash: 'kinds.cash',
  bonus: 'kinds.bonus',
  physical: 'kinds.physical',
} as const satisfies Record<PointItemKind, string>;

export const statusKeys = {
  in_process: 'statuses.in_process',
  rejected: 'statuses.rejected',
  approved: 'statuses.approved',
} as const satisfies Record<RedemptionStatus, string>;

export const entryKeys = {
  earn: 'entries.earn',
  spend: 'entries.spend',
  refund: 'entries.refund',
} as const satisfies Record<PointEntryKind, string>;
