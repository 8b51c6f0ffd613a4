import { presetRange, type DatePreset, type DateRange, type Period } from '@/shared/form/date-range';

/** The quick choices of every report's range (spec section 9: next and previous 7 and 30 days). */
export const REPORT_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const satisfies readonly DatePreset[];

/** The platform's periods a report's range may be set to (spec section 4: day, week, half-month, month). */
export const REPORT_PERIODS = ['D', 'W', 'H', 'M'] as const satisfies readonly Period[];

/** The instants of a range of local days: from the first day's midnight to the midnight after the last day. */
export function instantsOf(range: DateRange): { from: string; to: string } {
  const [sy, sm, sd] = range.start.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = range.end.split('-').map(Number) as [number, number, number];
  return { from: new Date(sy, sm - 1, sd).toISOString(), to: new Date(ey, em - 1, ed + 1).toISOString() };
}

/** What a report shows first unless it says otherwise: the previous 7 days, today included. */
export function defaultRange(today = new Date()): DateRange {
  return presetRange('previous7', today);
}

/** The member's offset from UTC in minutes at the start of a range (UTC+7: 420): what makes a report's days the member's own days. */
export function utcOffsetOf(range: DateRange): number {
  return -new Date(instantsOf(range).from).getTimezoneOffset();
}

/** The filled-in choices of a filter, trimmed, without the empty ones ("all"). */
export function chosen<K extends string>(values: Readonly<Record<string, string | undefined>>, names: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(names.flatMap((n) => (values[n]?.trim() ? [[n, values[n].trim()]] : []))) as Partial<Record<K, string>>;
}
