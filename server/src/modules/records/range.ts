import { RECORDS_KEEP_MONTHS } from '../../../../src/shared/contract/records';
import { apiError } from '../../http/status';

/** A query's time range, `from` included and `to` excluded, cut to the months the records keep. */
export interface KeptRange {
  from: Date;
  to: Date;
  /** the first instant kept, when the asked range began before it */
  clampedFrom: Date | null;
}

/** The first instant the records keep: the same time of day, RECORDS_KEEP_MONTHS calendar months ago. */
export function firstKept(now: Date): Date {
  const first = new Date(now);
  first.setUTCMonth(first.getUTCMonth() - RECORDS_KEEP_MONTHS);
  return first;
}

/**
 * The asked range cut to the 12 months kept: a start further back is moved
 * to the first instant kept (and said, so the site can tell the member); a
 * range wholly older answers nothing. An end before the start is refused.
 */
export function keptRange(input: { from: string; to: string }, now = new Date()): KeptRange {
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (to.getTime() < from.getTime()) {
    throw apiError('VALIDATION', 'The end of the range comes before its start.', [{ field: 'to', key: 'form.dateRange.order' }]);
  }
  const first = firstKept(now);
  if (from.getTime() >= first.getTime()) return { from, to, clampedFrom: null };
  return { from: first, to: to.getTime() < first.getTime() ? first : to, clampedFrom: first };
}
