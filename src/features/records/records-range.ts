import { presetRange, type DateRange } from '@/shared/form/date-range';

/** The instants of a range of local days: from the first day's midnight to the midnight after the last day. */
export function instantsOf(range: DateRange): { from: string; to: string } {
  const [sy, sm, sd] = range.start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = range.end.split('-').map(Number) as [number, number, number];
  return { from: new Date(sy, sm - 1, sd).toISOString(), to: new Date(ey, em - 1, ed + 1).toISOString() };
}

/** What a record page shows first: the previous 7 days, today included. */
export function defaultRange(today = new Date()): DateRange {
  return presetRange('previous7', today);
}

/** The member's offset from UTC in minutes at the start of a range (UTC+7: 420): what makes a report's days the member's own days. */
export function utcOffsetOf(range: DateRange): number {
  return -new Date(instantsOf(range).from).getTimezoneOffset();
}
